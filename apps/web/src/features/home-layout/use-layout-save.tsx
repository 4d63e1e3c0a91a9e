import { Button } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { can, type Layout, type LayoutPatch } from '@masthead/contract';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { SubmitButton } from '../../components/submit-button';
import { type FormFailure, useFormFailure } from '../../lib/form-failure';
import { notifyError, notifySuccess } from '../../lib/notify';
import { openPendingTab, showInPreviewTab } from '../../lib/preview-tab';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard';
import { useMe } from '../../session/session';
import { requestLayoutPreview, useSaveLayout } from './layout-api';

/**
 * Saving one manager's part of the home layout: only that part is sent, with the version the
 * screen loaded (a newer one opens the dialog that names who saved it), the success text of
 * SPEC §8, and a question before leaving with unsaved changes. Preview opens the whole home page
 * with this part as it stands, saved or not, in a new tab. Without `Layout: Edit` the screen is
 * for looking only.
 */
export function useLayoutSave<V extends Record<string, unknown>>(options: {
  layout: Layout;
  form: UseFormReturnType<V>;
  toBody: (values: V) => LayoutPatch['body'];
  success: string;
  reload: () => Promise<void>;
}): {
  saving: boolean;
  readOnly: boolean;
  failure: FormFailure | null;
  /** Preview, and Save for those who may. */
  actions: ReactNode;
  dialogs: ReactNode;
} {
  const { layout, form, toBody, success, reload } = options;
  const me = useMe();
  const saveLayout = useSaveLayout();
  const [previewing, setPreviewing] = useState(false);
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

  const preview = async () => {
    clearFailure();
    if (form.validate().hasErrors) return;
    const tab = openPendingTab();
    setPreviewing(true);
    try {
      const { url } = await requestLayoutPreview(layout._id, toBody(form.getValues()));
      showInPreviewTab(tab, url);
    } catch (error) {
      tab?.close();
      notifyError(error);
    } finally {
      setPreviewing(false);
    }
  };

  const saving = saveLayout.isPending;
  const readOnly = !can(me, 'Layout', ['Edit']);
  return {
    saving,
    readOnly,
    failure,
    actions: (
      <>
        <Button
          variant="default"
          leftSection={<IconEye size={16} aria-hidden="true" />}
          onClick={() => void preview()}
          loading={previewing}
          disabled={saving}
        >
          Preview
        </Button>
        {readOnly ? null : (
          <SubmitButton type="button" onClick={() => void save()} loading={saving} disabled={previewing}>
            Save
          </SubmitButton>
        )}
      </>
    ),
    dialogs: (
      <>
        {staleDialog}
        {leaveDialog}
      </>
    ),
  };
}
