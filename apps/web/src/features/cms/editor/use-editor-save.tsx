import { useHotkeys } from '@mantine/hooks';
import type * as Y from 'yjs';
import { isLive } from './content-model';
import { type ContentSaveOptions, useContentSave } from './use-content-save';
import { usePutLiveConfirm } from './use-put-live-confirm';

/**
 * Saving a content form: Save, Publish, Retract and Preview (`useContentSave`), the confirmation
 * before a live item's changes go live, and Ctrl/Cmd+S.
 */
export function useEditorSave(
  options: ContentSaveOptions & { doc: Y.Doc | null; changes: string[]; proposing: boolean; mayPublish: boolean },
) {
  const { doc, changes, proposing, mayPublish, item, readOnly } = options;
  const save = useContentSave(options);
  const { act, confirmDialog } = usePutLiveConfirm({
    putsLive: item !== null && isLive(item.status) && !proposing && !readOnly && mayPublish && doc !== null,
    changes,
    doc,
    item,
    run: save.run,
  });
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (!readOnly && save.pending === null) act('save');
        },
      ],
    ],
    [],
    true,
  );
  return { ...save, act, confirmDialog };
}
