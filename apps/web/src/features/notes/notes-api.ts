import { endpoints, type NoteCreate, type NoteReplyCreate } from '@masthead/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

/** The notes of an item (open and resolved threads). */
export function useNotes(itemId: string | null) {
  return useQuery({
    queryKey: queryKeys.notes.item(itemId ?? ''),
    queryFn: ({ signal }) => callApi(endpoints.note.list, { params: { id: itemId ?? '' }, signal }),
    enabled: itemId !== null,
  });
}

/**
 * Open threads that mention the signed-in user: the header counter and the dashboard. A new one
 * rings the doorbell (`use-doorbell.ts`); the slow poll only covers a doorbell that could not connect.
 */
export function useMentions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notes.mentions,
    queryFn: ({ signal }) => callApi(endpoints.note.mentions, { signal }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
}

/** After any note is written or resolved: the item's notes and everyone's mentions are read again. */
function useNotesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
}

export function useCreateNote(itemId: string) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: (body: NoteCreate) => callApi(endpoints.note.create, { params: { id: itemId }, body }),
    onSuccess: changed,
  });
}

export function useReplyNote() {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: ({ threadId, body }: { threadId: string; body: NoteReplyCreate }) =>
      callApi(endpoints.note.reply, { params: { id: threadId }, body }),
    onSuccess: changed,
  });
}

export function useResolveNote() {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: ({ threadId, resolved }: { threadId: string; resolved: boolean }) =>
      callApi(endpoints.note.resolve, { params: { id: threadId }, body: { resolved } }),
    onSuccess: changed,
  });
}
