import { Button, Group, Stack } from '@mantine/core';
import { messages, type NoteAnchor } from '@masthead/contract';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { notifyError, notifySuccess } from '../../lib/notify';
import { emptyDraft, type MentionDraft, MentionTextarea, mentionsOf, useMentionCheck } from './mention-textarea';
import { NotedPassage } from './noted-passage';
import { useCreateNote } from './notes-api';

export interface NoteTarget {
  section: string;
  anchor: NoteAnchor;
  quote: string;
}

function NoteForm({
  itemId,
  target,
  onDone,
}: {
  itemId: string;
  target: NoteTarget;
  onDone: (id: string | null) => void;
}) {
  const create = useCreateNote(itemId);
  const [draft, setDraft] = useState<MentionDraft>(emptyDraft);
  const [error, setError] = useState<string | undefined>();
  const checkMentions = useMentionCheck();
  const send = async () => {
    if (!draft.text.trim()) {
      setError(messages.noteRequired);
      return;
    }
    const unresolved = checkMentions(draft);
    if (unresolved) {
      setError(unresolved);
      return;
    }
    setError(undefined);
    try {
      const thread = await create.mutateAsync({ ...target, body: draft.text, mentions: mentionsOf(draft) });
      notifySuccess(messages.noteAdded);
      onDone(thread._id);
    } catch (failure) {
      notifyError(failure);
    }
  };
  return (
    <Stack gap="sm">
      <NotedPassage quote={target.quote} lines={4} />
      <MentionTextarea
        label="Note"
        value={draft}
        onChange={setDraft}
        error={error}
        autoFocus
        onSubmit={() => void send()}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onDone(null)} disabled={create.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void send()} loading={create.isPending}>
          Add note
        </Button>
      </Group>
    </Stack>
  );
}

/** Writes a note on the selected words; `onDone` gets the new thread's id (null when cancelled). */
export function NoteDialog({
  itemId,
  target,
  onDone,
}: {
  itemId: string;
  target: NoteTarget | null;
  onDone: (id: string | null) => void;
}) {
  return (
    <Dialog opened={target !== null} onClose={() => onDone(null)} title="Add a note">
      {target ? <NoteForm itemId={itemId} target={target} onDone={onDone} /> : null}
    </Dialog>
  );
}
