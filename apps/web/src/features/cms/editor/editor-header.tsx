import { Button, Group, Switch, Text, VisuallyHidden } from '@mantine/core';
import type { CmsItem } from '@masthead/contract';
import { IconHistory, IconMessage } from '@tabler/icons-react';
import { useId } from 'react';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { PresenceBar } from '../../../live/presence-bar';
import type { Peer } from '../../../live/presence-model';

export interface EditorHeaderProps {
  heading: string;
  item: CmsItem | null;
  peers: Peer[];
  /** Suggesting is offered (a shared working copy this person may change). */
  maySuggest: boolean;
  suggesting: boolean;
  onSuggestingChange: (suggesting: boolean) => void;
  /** How many notes are open, when the item has notes (a shared working copy); else null. */
  openNotes: number | null;
  onOpenNotes: () => void;
  onOpenHistory: () => void;
}

/** A content form's heading, with the item's status, who else is in it, and its Notes and History. */
export function EditorHeader({
  heading,
  item,
  peers,
  maySuggest,
  suggesting,
  onSuggestingChange,
  openNotes,
  onOpenNotes,
  onOpenHistory,
}: EditorHeaderProps) {
  const suggestingHintId = useId();
  return (
    <>
      <PageHeader
        title={heading}
        actions={
          item ? (
            <Group gap="sm">
              <Group gap={6}>
                <ContentStatusBadge status={item.status} />
                {item.status === 'Scheduled' && item.publishDate ? (
                  <Text size="sm" c="var(--masthead-muted)">
                    for {formatDateTime(item.publishDate)}
                  </Text>
                ) : null}
              </Group>
              <PresenceBar peers={peers} />
              {maySuggest ? (
                <Switch
                  label="Suggest changes"
                  checked={suggesting}
                  onChange={(event) => onSuggestingChange(event.currentTarget.checked)}
                  aria-describedby={suggestingHintId}
                />
              ) : null}
              {openNotes !== null ? (
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconMessage size={16} aria-hidden="true" />}
                  onClick={onOpenNotes}
                  aria-label={`Notes, ${openNotes} open`}
                >
                  Notes{openNotes > 0 ? ` (${openNotes})` : ''}
                </Button>
              ) : null}
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconHistory size={16} aria-hidden="true" />}
                onClick={onOpenHistory}
              >
                History
              </Button>
            </Group>
          ) : (
            <Text c="var(--masthead-muted)">New, not saved yet</Text>
          )
        }
      />
      <VisuallyHidden id={suggestingHintId}>
        While on, what you type and delete in the sections is marked as a suggestion for an editor to accept or reject.
      </VisuallyHidden>
    </>
  );
}
