import { Button, Tooltip } from '@mantine/core';
import { mayRead, paths } from '@masthead/contract';
import { IconAt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMentions } from '../features/notes';
import { useMe } from '../session/session';
import { HeaderCount } from './header-count';

/** Open notes that mention the signed-in user, linking to their list on the dashboard. */
export function MentionsBadge() {
  const me = useMe();
  const mayReadContent = mayRead(me, 'Cms');
  const mentions = useMentions(mayReadContent);
  if (!mayReadContent) return null;
  const n = mentions.data?.total;
  // Icon and count only (the name is the label and the tooltip): the header stays clear of toasts.
  // On a phone the notifications bell carries mentions too, and the header keeps room for the user menu.
  return (
    <Tooltip label="Mentions" withArrow>
      <Button
        visibleFrom="sm"
        component={Link}
        to={`${paths.dashboard}#mentions`}
        variant="subtle"
        color="gray"
        c="var(--masthead-muted)"
        size="sm"
        rightSection={<HeaderCount n={n} />}
        aria-label={n === undefined ? 'Mentions' : `Mentions: ${n} open ${n === 1 ? 'note' : 'notes'}`}
        data-testid={n === undefined ? undefined : 'mentions-count'}
        px={8}
      >
        <IconAt size={18} aria-hidden="true" />
      </Button>
    </Tooltip>
  );
}
