import { Box, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { messages, type NoteReply, type NoteThread } from '@masthead/contract';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { DrawerHeader } from '../../components/drawer-header';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { formatDateTime } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { emptyDraft, type MentionDraft, MentionTextarea, mentionsOf, useMentionCheck } from './mention-textarea';
import { NotedPassage } from './noted-passage';
import { useReplyNote, useResolveNote } from './notes-api';

/** A note's text with each '@Name' of someone mentioned in bold. */
function NoteText({ body, mentions }: { body: string; mentions: { name: string }[] }) {
  const names = mentions.map((person) => `@${person.name}`).sort((a, b) => b.length - a.length);
  if (names.length === 0) return <Text size="sm">{body}</Text>;
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = body.split(new RegExp(`(${escaped.join('|')})`, 'u'));
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) =>
        names.includes(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <strong key={index}>{part}</strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

function Written({ note }: { note: Pick<NoteReply, 'user' | 'createdAt' | 'body' | 'mentions'> }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600}>
        {note.user?.name ?? 'Someone no longer here'} · {formatDateTime(note.createdAt)}
      </Text>
      <NoteText body={note.body} mentions={note.mentions} />
    </Stack>
  );
}

function ThreadCard({
  thread,
  active,
  onShow,
  onChanged,
  mayResolve,
}: {
  thread: NoteThread;
  active: boolean;
  onShow: (thread: NoteThread) => void;
  onChanged: () => void;
  /** Its author or an editor of the item may resolve and reopen it (DECISIONS, "Notes on an item"). */
  mayResolve: boolean;
}) {
  const reply = useReplyNote();
  const resolve = useResolveNote();
  const [draft, setDraft] = useState<MentionDraft>(emptyDraft);
  const [error, setError] = useState<string | undefined>();
  const checkMentions = useMentionCheck();

  const send = async () => {
    if (!draft.text.trim()) {
      setError('Please write the reply');
      return;
    }
    const unresolved = checkMentions(draft);
    if (unresolved) {
      setError(unresolved);
      return;
    }
    try {
      await reply.mutateAsync({ threadId: thread._id, body: { body: draft.text, mentions: mentionsOf(draft) } });
      setDraft(emptyDraft);
      setError(undefined);
      onChanged();
    } catch (failure) {
      notifyError(failure);
    }
  };

  const toggle = async () => {
    try {
      await resolve.mutateAsync({ threadId: thread._id, resolved: !thread.resolved });
      onChanged();
    } catch (failure) {
      notifyError(failure);
    }
  };

  return (
    <Box
      component="li"
      p="sm"
      aria-label={`Note by ${thread.user?.name ?? 'someone'} on “${thread.quote}”`}
      style={{
        border: `1px solid ${active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap="xs">
        <NotedPassage quote={thread.quote} lines={3} />
        <Written note={thread} />
        {thread.replies.length > 0 ? (
          <Stack gap="xs" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            {thread.replies.map((answer) => (
              <Written key={answer._id} note={answer} />
            ))}
          </Stack>
        ) : null}
        {thread.resolved && thread.resolvedBy && thread.resolvedAt ? (
          <Text size="xs" c="var(--masthead-muted)">
            Resolved by {thread.resolvedBy.name}, {formatDateTime(thread.resolvedAt)}
          </Text>
        ) : null}
        {thread.resolved ? null : (
          <>
            <MentionTextarea
              label="Reply"
              value={draft}
              onChange={setDraft}
              error={error}
              onSubmit={() => void send()}
            />
            <Group gap="xs">
              <Button size="compact-sm" onClick={() => void send()} loading={reply.isPending}>
                Reply
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => onShow(thread)}>
                Show in text
              </Button>
            </Group>
          </>
        )}
        {mayResolve ? (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={
                thread.resolved ? (
                  <IconRefresh size={14} aria-hidden="true" />
                ) : (
                  <IconCheck size={14} aria-hidden="true" />
                )
              }
              onClick={() => void toggle()}
              loading={resolve.isPending}
              aria-label={`${thread.resolved ? 'Reopen' : 'Resolve'} the note on “${thread.quote}”`}
            >
              {thread.resolved ? 'Reopen' : 'Resolve'}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The item's notes beside the form: open threads first (each with its words, replies, a reply
 * box, Resolve and Show in text), resolved ones after. It does not cover the form: writing goes
 * on while it is open.
 */
export function NotesDrawer({
  opened,
  onClose,
  threads,
  loading,
  error,
  onRetry,
  activeId,
  onShow,
  onChanged,
  onAddOnSelection,
  mayResolve,
}: {
  opened: boolean;
  onClose: () => void;
  threads: NoteThread[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  activeId: string | null;
  onShow: (thread: NoteThread) => void;
  /** A reply was written or a thread resolved or reopened. */
  onChanged: () => void;
  /** A note on the words selected in a section; false when none are. */
  onAddOnSelection: () => boolean;
  /** Whether the signed-in user may resolve and reopen this thread. */
  mayResolve: (thread: NoteThread) => boolean;
}) {
  const [nothingSelected, setNothingSelected] = useState(false);
  const open = threads.filter((thread) => !thread.resolved);
  const resolved = threads.filter((thread) => thread.resolved);
  const list = (items: NoteThread[], label: string) => (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((thread) => (
        <ThreadCard
          key={thread._id}
          thread={thread}
          active={thread._id === activeId}
          onShow={onShow}
          onChanged={onChanged}
          mayResolve={mayResolve(thread)}
        />
      ))}
    </Stack>
  );
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      trapFocus={false}
      lockScroll={false}
      closeOnClickOutside={false}
    >
      <Drawer.Content>
        <DrawerHeader title="Notes" closeLabel="Close notes" />
        <Drawer.Body>
          {error ? (
            <ErrorBlock error={error} onRetry={onRetry} />
          ) : loading ? (
            <LoadingBlock />
          ) : (
            <Stack gap="md">
              <Text size="sm">
                Select words in a section and choose Add note (in its toolbar, Ctrl+Alt+M, or here). Notes stay with
                their words and are never published.
              </Text>
              <Button
                variant="default"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setNothingSelected(!onAddOnSelection())}
              >
                Add a note on the selected words
              </Button>
              {nothingSelected ? (
                <Text size="sm" c="var(--masthead-danger)" role="alert">
                  {messages.noteNeedsText}
                </Text>
              ) : null}
              {open.length === 0 ? <Text size="sm">No open notes.</Text> : list(open, 'Open notes')}
              {resolved.length > 0 ? (
                <>
                  <Text fw={600} size="sm">
                    Resolved ({resolved.length})
                  </Text>
                  {list(resolved, 'Resolved notes')}
                </>
              ) : null}
            </Stack>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
