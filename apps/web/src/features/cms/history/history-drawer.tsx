import { Box, Button, Checkbox, Drawer, Group, Stack, Text } from '@mantine/core';
import { type CmsItem, messages, type RevisionState, type RevisionSummary } from '@masthead/contract';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { DrawerHeader } from '../../../components/drawer-header';
import { ErrorBlock, LoadingBlock } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCmsHistory, useCmsRevision, useRestoreRevision } from '../cms-api';
import { RevisionComparison } from './revision-comparison';

const stateTexts: Record<RevisionState, string> = {
  Saved: 'Saved',
  Pending: 'Waiting for review',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Superseded: 'Replaced by a newer change',
};

/** '#3 · 26/11/2026 10:22 · Remy Reporter': a version as its heading names it. */
export function revisionLabel(revision: Pick<RevisionSummary, 'number' | 'createdAt' | 'user'>): string {
  return `#${revision.number} · ${formatDateTime(revision.createdAt)}${revision.user ? ` · ${revision.user.name}` : ''}`;
}

/** Two kept versions compared, read when the dialog opens. */
function ComparisonDialog({
  itemId,
  pair,
  onClose,
}: {
  itemId: string;
  pair: [RevisionSummary, RevisionSummary] | null;
  onClose: () => void;
}) {
  const [older, newer] = pair ? [...pair].sort((a, b) => a.number - b.number) : [null, null];
  const a = useCmsRevision(itemId, older?._id ?? null);
  const b = useCmsRevision(itemId, newer?._id ?? null);
  return (
    <Dialog opened={pair !== null} onClose={onClose} title="Compare versions" size="xl">
      {older && newer && a.data && b.data ? (
        <RevisionComparison
          older={{ label: revisionLabel(older), item: a.data.item }}
          newer={{ label: revisionLabel(newer), item: b.data.item }}
        />
      ) : a.error || b.error ? (
        <ErrorBlock error={a.error ?? b.error} onRetry={() => void (a.error ? a.refetch() : b.refetch())} />
      ) : (
        <LoadingBlock />
      )}
    </Dialog>
  );
}

/**
 * The item's history: every kept version, newest first, with who saved it, its status and what
 * became of it. Two chosen versions are compared side by side; any version can be restored (it
 * becomes the newest: nothing is lost). The two newest are chosen when the panel opens.
 */
export function HistoryDrawer({
  item,
  opened,
  onClose,
  mayRestore,
  formDirty,
  restoreOutcome,
  onRestored,
}: {
  item: CmsItem;
  opened: boolean;
  onClose: () => void;
  mayRestore: boolean;
  formDirty: boolean;
  /** What restoring does to a live item (goes live at once, or waits for review), said before it is done. */
  restoreOutcome?: string;
  onRestored: (item: CmsItem) => void;
}) {
  const history = useCmsHistory(item._id, opened);
  const restore = useRestoreRevision();
  const [chosen, setChosen] = useState<string[]>([]);
  const [comparing, setComparing] = useState<[RevisionSummary, RevisionSummary] | null>(null);
  const [restoring, setRestoring] = useState<{ revision: RevisionSummary; open: boolean } | null>(null);
  const revisions = history.data ?? [];
  const byId = (id: string) => revisions.find((revision) => revision._id === id);

  useEffect(() => {
    if (opened && history.data) setChosen(history.data.slice(0, 2).map((revision) => revision._id));
  }, [opened, history.data]);

  const toggle = (id: string, on: boolean) =>
    setChosen((before) =>
      on ? [...before.filter((other) => other !== id), id].slice(-2) : before.filter((other) => other !== id),
    );
  const pair = chosen.map(byId).filter((revision) => revision !== undefined);

  return (
    <>
      <Drawer.Root opened={opened} onClose={onClose} position="right" size="md">
        <Drawer.Overlay />
        <Drawer.Content>
          <DrawerHeader title="History" closeLabel="Close history" />
          <Drawer.Body>
            <Stack gap="sm">
              <Text size="sm">
                Every save is kept. Choose two versions to compare them, or restore one as the newest.
              </Text>
              <Button
                disabled={pair.length !== 2}
                onClick={() => setComparing([pair[0], pair[1]] as [RevisionSummary, RevisionSummary])}
              >
                {pair.length === 2
                  ? `Compare #${Math.min(pair[0].number, pair[1].number)} with #${Math.max(pair[0].number, pair[1].number)}`
                  : 'Choose two versions to compare'}
              </Button>
              {history.data ? (
                revisions.length === 0 ? (
                  <Text size="sm">No versions are kept yet: the first save keeps one.</Text>
                ) : (
                  <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Versions, newest first">
                    {revisions.map((revision, index) => (
                      <Box
                        component="li"
                        key={revision._id}
                        py="xs"
                        style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}
                      >
                        <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
                          {/* The version's text takes what is left beside Restore and wraps, a long note too. */}
                          <Checkbox
                            style={{ flex: 1, minWidth: 0 }}
                            checked={chosen.includes(revision._id)}
                            onChange={(event) => toggle(revision._id, event.currentTarget.checked)}
                            label={
                              <Stack gap={2}>
                                <Text size="sm" fw={600}>
                                  {revisionLabel(revision)}
                                </Text>
                                <Text size="xs">
                                  {revision.status} · {stateTexts[revision.state]}
                                  {index === 0 && revision.state === 'Saved' ? ' · current' : ''}
                                </Text>
                                {revision.reviewedBy && revision.reviewedAt ? (
                                  <Text size="xs">
                                    {revision.state} by {revision.reviewedBy.name},{' '}
                                    {formatDateTime(revision.reviewedAt)}
                                  </Text>
                                ) : null}
                                {revision.note ? (
                                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                                    Note: “{revision.note}”
                                  </Text>
                                ) : null}
                              </Stack>
                            }
                          />
                          {mayRestore && !(index === 0 && revision.state === 'Saved') ? (
                            <Button
                              size="compact-sm"
                              variant="default"
                              style={{ flexShrink: 0 }}
                              aria-label={`Restore version #${revision.number}`}
                              onClick={() => setRestoring({ revision, open: true })}
                            >
                              Restore
                            </Button>
                          ) : null}
                        </Group>
                      </Box>
                    ))}
                  </Box>
                )
              ) : history.error ? (
                <ErrorBlock error={history.error} onRetry={() => void history.refetch()} />
              ) : (
                <LoadingBlock />
              )}
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <ComparisonDialog itemId={item._id} pair={comparing} onClose={() => setComparing(null)} />
      {restoring ? (
        <ConfirmDialog
          opened={restoring.open}
          onClose={() => setRestoring({ ...restoring, open: false })}
          title="Restore this version"
          message={`Restore version #${restoring.revision.number}? It is saved as the newest version; every other version stays in the history.${restoreOutcome ? ` ${restoreOutcome}` : ''}${formDirty ? ' Your unsaved changes in the form are lost.' : ''}`}
          confirmLabel="Restore"
          onConfirm={async () => {
            try {
              const saved = await restore.mutateAsync({
                id: item._id,
                revision: restoring.revision._id,
                updatedAt: item.updatedAt,
              });
              notifySuccess(
                saved.pendingChange && saved.pendingChange.revision !== item.pendingChange?.revision
                  ? messages.changeSentForReview
                  : messages.revisionRestored,
              );
              onRestored(saved);
            } catch (error) {
              notifyError(error);
            }
          }}
        />
      ) : null}
    </>
  );
}
