import { type CmsItem, can, canTransition } from '@masthead/contract';
import { useMe } from '../../../session/session';
import type { ContentEditorProps } from './content-editor';
import { publishButtonLabel } from './content-model';
import { EditorActionBar } from './editor-action-bar';
import type { SaveAction } from './use-content-save';

/** The action bar of a content form, its buttons offered and named by the person's rights and the item's status. */
export function ContentActionBar({
  item,
  publishDate,
  pending,
  uploading,
  readOnly,
  labels,
  onRun,
  onPreview,
}: {
  item: CmsItem | null;
  /** The publish date in the form (a later one makes Publish a Schedule). */
  publishDate: string | null;
  pending: SaveAction | 'preview' | null;
  uploading: boolean;
  readOnly: boolean;
  labels: ContentEditorProps['labels'];
  onRun: (action: SaveAction) => void;
  onPreview: () => void;
}) {
  const me = useMe();
  const mayPublish = can(me, 'Cms', ['Publish']);
  return (
    <EditorActionBar
      item={item}
      pending={pending}
      uploading={uploading}
      readOnly={readOnly}
      mayPublish={mayPublish}
      mayRetract={
        item !== null && canTransition(me, me._id, { status: item.status, authorId: item.user?._id ?? null }, 'Retract')
      }
      saveLabel={labels?.save?.(item) ?? 'Save'}
      publishLabel={publishButtonLabel({
        mayPublish,
        status: item?.status ?? null,
        publishDate,
        now: new Date(),
        label: labels?.publish ?? 'Publish',
      })}
      onRun={onRun}
      onPreview={onPreview}
    />
  );
}
