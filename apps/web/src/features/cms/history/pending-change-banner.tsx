import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { type CmsItem, messages } from '@masthead/contract';
import { IconGitPullRequest, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { ErrorBlock, LoadingBlock } from '../../../components/query-state';
import { SubmitButton } from '../../../components/submit-button';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCmsRevision, useReviewChange } from '../cms-api';
import { RevisionComparison } from './revision-comparison';

/** The editor's note when turning a change down: required, so the author knows what to change. */
function RejectDialog({
  opened,
  onClose,
  onReject,
}: {
  opened: boolean;
  onClose: () => void;
  onReject: (note: string) => Promise<void>;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog opened={opened} onClose={onClose} title="Reject the change" busy={busy}>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (note.trim() === '') {
            setError('Say why, so the author knows what to change');
            return;
          }
          setBusy(true);
          try {
            await onReject(note.trim());
            onClose();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Textarea
          label="Note for the author"
          description="The author sees it on the item."
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton color="red" loading={busy}>
            Reject change
          </SubmitButton>
        </Group>
      </form>
    </Dialog>
  );
}

/**
 * Above a live item's form: a change waiting for review (an editor with Publish compares it with
 * the live version, approves or rejects it; its author is told the live version stays), or the
 * note of the last change turned down.
 */
export function PendingChangeBanner({
  item,
  mayPublish,
  meId,
  onReviewed,
}: {
  item: CmsItem;
  mayPublish: boolean;
  meId: string;
  /** After the review: the item as it is now, and whether the change went live. */
  onReviewed: (item: CmsItem, approved: boolean) => void;
}) {
  const review = useReviewChange();
  const [comparing, setComparing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const pending = item.pendingChange;
  const revision = useCmsRevision(item._id, comparing && pending ? pending.revision : null);

  if (!pending) {
    const rejected = item.rejectedChange;
    if (!rejected) return null;
    return (
      <Alert color="red" variant="light" icon={<IconMessageCircle size={18} />} role="status" mb="md">
        <Text fw={700} size="sm">
          Change not approved
        </Text>
        <Text size="sm">
          {rejected.reviewedBy?.name ?? 'An editor'} turned down the change
          {rejected.user ? ` by ${rejected.user.name}` : ''} on {formatDateTime(rejected.reviewedAt)}: “{rejected.note}”
        </Text>
      </Alert>
    );
  }

  const mine = pending.user?._id === meId;
  const approve = async () => {
    try {
      const saved = await review.mutateAsync({ id: item._id, revision: pending.revision });
      notifySuccess(messages.changeApproved);
      onReviewed(saved, true);
    } catch (error) {
      notifyError(error);
    }
  };
  const reject = async (note: string) => {
    try {
      const saved = await review.mutateAsync({ id: item._id, revision: pending.revision, note });
      notifySuccess(messages.changeRejected);
      onReviewed(saved, false);
    } catch (error) {
      notifyError(error);
      throw error;
    }
  };

  return (
    <>
      <Alert color="orange" variant="light" icon={<IconGitPullRequest size={18} />} role="status" mb="md">
        <Text fw={700} size="sm">
          Changes waiting for review
        </Text>
        <Text size="sm">
          {mine ? 'Your changes' : `Changes by ${pending.user?.name ?? 'someone'}`} of{' '}
          {formatDateTime(pending.createdAt)} wait for an editor with the Publish right; the live version stays until
          they are approved.
          {!mayPublish && mine ? ' The form shows your changes.' : ''}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" variant="default" onClick={() => setComparing(true)}>
            Compare with live
          </Button>
          {mayPublish ? (
            <>
              <Button
                size="compact-sm"
                onClick={() => void approve()}
                loading={review.isPending && review.variables?.note === undefined}
              >
                Approve change
              </Button>
              <Button size="compact-sm" variant="default" c="var(--masthead-danger)" onClick={() => setRejecting(true)}>
                Reject change
              </Button>
            </>
          ) : null}
        </Group>
      </Alert>
      <Dialog opened={comparing} onClose={() => setComparing(false)} title="Live version and the change" size="xl">
        {revision.data ? (
          <RevisionComparison
            older={{ label: 'Live version', item }}
            newer={{ label: `Waiting for review (${formatDateTime(pending.createdAt)})`, item: revision.data.item }}
          />
        ) : revision.error ? (
          <ErrorBlock error={revision.error} onRetry={() => void revision.refetch()} />
        ) : (
          <LoadingBlock />
        )}
      </Dialog>
      <RejectDialog opened={rejecting} onClose={() => setRejecting(false)} onReject={reject} />
    </>
  );
}
