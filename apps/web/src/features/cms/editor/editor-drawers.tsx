import { type CmsItem, noteResolveRefusal } from '@masthead/contract';
import { useMe } from '../../auth/session';
import { NoteDialog } from '../../notes/note-dialog';
import { NotesDrawer } from '../../notes/notes-drawer';
import type { useItemNotes } from '../../notes/use-item-notes';

/** The item's notes: the drawer of threads and the dialog that adds one on the selected words. */
export function ItemNotesDrawer({ item, notes }: { item: CmsItem; notes: ReturnType<typeof useItemNotes> }) {
  const me = useMe();
  return (
    <>
      <NotesDrawer
        opened={notes.opened}
        onClose={() => notes.setOpened(false)}
        threads={notes.threads}
        loading={notes.query.isPending}
        error={notes.query.error}
        onRetry={() => void notes.query.refetch()}
        activeId={notes.activeId}
        onShow={notes.show}
        onChanged={notes.announce}
        onAddOnSelection={notes.addOnSelection}
        mayResolve={(thread) =>
          noteResolveRefusal(me, me._id, {
            authorId: thread.user?._id ?? null,
            itemAuthorId: item.user?._id ?? null,
          }) === null
        }
      />
      <NoteDialog itemId={item._id} target={notes.target} onDone={notes.onNoteDone} />
    </>
  );
}
