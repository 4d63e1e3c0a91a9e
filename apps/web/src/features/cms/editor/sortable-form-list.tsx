import { Text } from '@mantine/core';
import { SortableList, type SortableListProps } from '../../../components/sortable-list';
import type { EditorContext } from './content-editor';
import type { ContentFormValues } from './content-model';

/** The form's lists whose entries can be reordered and removed: sections, videos, gallery images. */
type ListPath = 'body' | 'videos' | 'gallery';

export type SortableFormListProps<P extends ListPath> = Omit<
  SortableListProps<ContentFormValues[P][number]>,
  'items' | 'onMove' | 'onRemove' | 'disabled'
> & {
  context: EditorContext;
  path: P;
  /** Said above the list while it is empty, e.g. "No videos yet." */
  emptyText?: string;
};

/** A sortable list bound to one list of the content form; it waits while the form saves. */
export function SortableFormList<P extends ListPath>({ context, path, emptyText, ...list }: SortableFormListProps<P>) {
  const { form, busy } = context;
  const items = form.values[path];
  return (
    <>
      {emptyText && items.length === 0 ? (
        <Text c="var(--masthead-muted)" size="sm">
          {emptyText}
        </Text>
      ) : null}
      <SortableList
        {...list}
        items={items}
        onMove={(from, to) => form.reorderListItem(path, { from, to })}
        onRemove={(index) => form.removeListItem(path, index)}
        disabled={busy}
      />
    </>
  );
}
