import { type CmsItem, noteResolveRefusal } from '@masthead/contract';
import { useMe } from '../../../session/session';
import { NoteDialog, NotesDrawer, type useItemNotes } from '../../notes';
import { HistoryDrawer } from '../history/history-drawer';
import { isLive } from './content-model';

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

/** The item's history; restoring a live item's version says first what it does (goes live, or waits for review). */
export function ItemHistoryDrawer({
  item,
  opened,
  onClose,
  readOnly,
  proposing,
  formDirty,
  onRestored,
}: {
  item: CmsItem;
  opened: boolean;
  onClose: () => void;
  readOnly: boolean;
  proposing: boolean;
  formDirty: boolean;
  onRestored: (item: CmsItem) => void;
}) {
  const restoreOutcome = !isLive(item.status)
    ? undefined
    : proposing
      ? 'The story is live: the version you restore becomes your change, sent for review; the live version stays until an editor approves it.'
      : 'The story is live: the version you restore goes live at once, for readers.';
  return (
    <HistoryDrawer
      item={item}
      opened={opened}
      onClose={onClose}
      mayRestore={!readOnly}
      formDirty={formDirty}
      restoreOutcome={restoreOutcome}
      onRestored={onRestored}
    />
  );
}
