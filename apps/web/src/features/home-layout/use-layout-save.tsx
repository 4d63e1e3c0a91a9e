import type { UseFormReturnType } from '@mantine/form';
import { can, type Layout, type LayoutPatch } from '@masthead/contract';
import type { ReactNode } from 'react';
import { type FormFailure, useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard';
import { useMe } from '../auth/session';
import { useSaveLayout } from './layout-api';

/**
 * Saving one manager's part of the home layout: only that part is sent, with the version the
 * screen loaded (a newer one opens the dialog that names who saved it), the success text of
 * SPEC §8, and a question before leaving with unsaved changes. Without `Layout: Edit` the
 * screen is for looking only.
 */
export function useLayoutSave<V extends Record<string, unknown>>(options: {
  layout: Layout;
  form: UseFormReturnType<V>;
  toBody: (values: V) => LayoutPatch['body'];
  success: string;
  reload: () => Promise<void>;
}): {
  save: () => Promise<void>;
  saving: boolean;
  readOnly: boolean;
  failure: FormFailure | null;
  dialogs: ReactNode;
} {
  const { layout, form, toBody, success, reload } = options;
  const me = useMe();
  const saveLayout = useSaveLayout();
  const { leaving, leaveDialog } = useUnsavedGuard(() => form.isDirty());
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, {
    reload: async () => {
      leaving.current = true;
      await reload();
    },
  });

  const save = async () => {
    clearFailure();
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    try {
      await saveLayout.mutateAsync({ id: layout._id, body: { body: toBody(values), updatedAt: layout.updatedAt } });
      form.resetDirty(values);
      notifySuccess(success);
    } catch (error) {
      showFailure(error);
    }
  };

  return {
    save,
    saving: saveLayout.isPending,
    readOnly: !can(me, 'Layout', ['Edit']),
    failure,
    dialogs: (
      <>
        {staleDialog}
        {leaveDialog}
      </>
    ),
  };
}
