import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CmsItem,
  type CmsPatch,
  type ContentType,
  editPathByType,
  messages,
  pathTo,
  type RequestedStatus,
} from '@masthead/contract';
import { type ReactNode, type RefObject, useState } from 'react';
import { useNavigate } from 'react-router';
import { type FormFailure, useFormFailure } from '../../../lib/form-failure';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { openPendingTab, showInPreviewTab } from '../../../lib/preview-tab';
import { requestPreview, useCreateCms, usePatchCms } from '../cms-api';
import {
  type ContentFormValues,
  draftProblems,
  isLive,
  publishFormProblems,
  typeTexts,
  writeFromValues,
} from './content-model';

export type SaveAction = 'save' | 'publish' | 'retract';

/** What the wanted action asks the server to make of the item's status. */
function requestedStatus(action: SaveAction, isNew: boolean): RequestedStatus | undefined {
  if (action === 'publish') return 'Published';
  if (action === 'retract') return 'Retract';
  return isNew ? 'Draft' : undefined;
}

/** After a publish: say when it went for review or is only scheduled, so nobody is surprised. */
function announceOutcome(saved: CmsItem): void {
  if (saved.status === 'Need Review') {
    notifications.show({ color: 'blue', message: messages.sentForReview, withBorder: true });
  }
  if (saved.status === 'Scheduled' && saved.publishDate) {
    notifications.show({
      color: 'blue',
      message: `Scheduled: it will be published on ${formatDateTime(saved.publishDate)}`,
      withBorder: true,
    });
  }
}

export interface ContentSaveOptions {
  type: ContentType;
  form: UseFormReturnType<ContentFormValues>;
  item: CmsItem | null;
  /** `keptPending`: the save became a change waiting for review; the live item did not change. */
  onSaved: (item: CmsItem, values: ContentFormValues, keptPending: boolean) => void;
  readOnly: boolean;
  /** A save is kept as a change waiting for review (a live item, no Publish right). */
  savesPending: boolean;
  leaving: RefObject<boolean>;
  /** The version of the item this save builds on (the stale-write check); the loaded one by default. */
  baseVersion?: () => string | null;
  /** The form holds something the item does not (Preview saves it first). */
  hasChanges: () => boolean;
  /** Reads the item again after a refusal to save over someone else's change. */
  onStaleReload?: () => Promise<unknown>;
}

/**
 * Save / Publish / Retract / Preview of a content form: checks the form by the contract's rules,
 * sends only what the form shows, reports the server's answer (field errors, the stale-write
 * dialog, review and schedule notices) and moves a new item to its edit address.
 */
export function useContentSave(options: ContentSaveOptions): {
  pending: SaveAction | 'preview' | null;
  run: (action: SaveAction) => Promise<void>;
  preview: () => Promise<void>;
  failure: FormFailure | null;
  staleDialog: ReactNode;
} {
  const { type, form, item, onSaved, readOnly, savesPending, leaving, baseVersion, hasChanges } = options;
  const onReload = options.onStaleReload;
  const navigate = useNavigate();
  const createCms = useCreateCms();
  const patchCms = usePatchCms();
  const texts = typeTexts[type];
  const [pending, setPending] = useState<SaveAction | 'preview' | null>(null);

  const reload = async () => {
    if (!onReload) return;
    leaving.current = true;
    try {
      await onReload();
    } catch (error) {
      leaving.current = false;
      notifyError(error);
    }
  };
  const { failure, clearFailure, showFailure, showProblems, staleDialog } = useFormFailure(form, {
    reload: onReload ? reload : undefined,
    toast: true,
  });

  /** Saves with the wanted status; resolves to the stored item, or null when it was refused. */
  const save = async (action: SaveAction): Promise<CmsItem | null> => {
    const values = form.getValues();
    const problems = action === 'publish' ? publishFormProblems(values, type) : draftProblems(values, type);
    clearFailure();
    form.clearErrors();
    if (Object.keys(problems).length > 0) {
      showProblems(
        problems,
        action === 'publish' ? 'Complete the marked fields to publish:' : 'Please correct the marked fields:',
      );
      return null;
    }
    const status = requestedStatus(action, item === null);
    try {
      let saved: CmsItem;
      if (item) {
        // Read-only, only a status change is possible (a publisher retracting); it carries no content.
        const patch: CmsPatch = {
          ...(readOnly ? {} : writeFromValues(values, type, item)),
          updatedAt: baseVersion?.() ?? item.updatedAt,
        };
        if (status) patch.status = status;
        saved = await patchCms.mutateAsync({ id: item._id, body: patch });
      } else {
        saved = await createCms.mutateAsync({ ...writeFromValues(values, type, item), status });
      }
      onSaved(saved, values, item !== null && savesPending);
      form.resetDirty(values);
      if (savesPending) {
        // The live item stays as it was: say where the change went.
        notifications.show({ color: 'blue', message: messages.changeSentForReview, withBorder: true });
      } else {
        notifySuccess(item ? texts.updated : texts.added);
        if (action === 'publish') announceOutcome(saved);
      }
      if (!item) {
        leaving.current = true;
        navigate(pathTo(editPathByType[type], { id: saved._id }), { replace: true });
      }
      return saved;
    } catch (error) {
      showFailure(error);
      return null;
    }
  };

  const run = async (action: SaveAction) => {
    setPending(action);
    try {
      await save(action);
    } finally {
      setPending(null);
    }
  };

  const preview = async () => {
    const tab = openPendingTab();
    setPending('preview');
    try {
      let target = item;
      if (!item || (hasChanges() && !isLive(item.status))) {
        target = await save('save');
      } else if (hasChanges()) {
        notifications.show({ color: 'blue', message: messages.previewShowsSaved, withBorder: true });
      }
      if (!target) {
        tab?.close();
        return;
      }
      const { url } = await requestPreview(target._id);
      showInPreviewTab(tab, url);
    } catch (error) {
      tab?.close();
      notifyError(error);
    } finally {
      setPending(null);
    }
  };

  return { pending, run, preview, failure, staleDialog };
}
