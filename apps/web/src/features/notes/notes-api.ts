import { endpoints, type NoteCreate, type NoteReplyCreate } from '@masthead/contract';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

/** The notes of an item (open and resolved threads). */
export function useNotes(itemId: string | null) {
  return useRead(endpoints.note.list, { params: { id: itemId ?? '' } }, { enabled: itemId !== null });
}

/**
 * Open threads that mention the signed-in user: the header counter and the dashboard. A new one
 * rings the doorbell (`use-doorbell.ts`); the slow poll only covers a doorbell that could not connect.
 */
export function useMentions(enabled: boolean) {
  return useRead(endpoints.note.mentions, {}, { enabled, refetchInterval: 5 * 60_000 });
}

// After any note is written or resolved the item's notes and everyone's mentions are read again.

export function useCreateNote(itemId: string) {
  return useWrite(endpoints.note.create, { input: (body: NoteCreate) => ({ params: { id: itemId }, body }) });
}

export function useReplyNote() {
  return useWrite(endpoints.note.reply, {
    input: ({ threadId, body }: { threadId: string; body: NoteReplyCreate }) => ({ params: { id: threadId }, body }),
  });
}

export function useResolveNote() {
  return useWrite(endpoints.note.resolve, {
    input: ({ threadId, resolved }: { threadId: string; resolved: boolean }) => ({
      params: { id: threadId },
      body: { resolved },
    }),
  });
}
