import { Box, Button } from '@mantine/core';
import { can, mayRead, paths } from '@masthead/contract';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNeedReviewCount } from '../features/cms';
import { useMe } from '../session/session';
import { HeaderCount } from './header-count';

/**
 * Items waiting in Need Review, linking to that tab of the article list; re-read when the review
 * doorbell rings. Whoever may publish sees the whole queue; a reporter her own items in it.
 */
export function ReviewBadge() {
  const me = useMe();
  const mayReadContent = mayRead(me, 'Cms');
  const count = useNeedReviewCount(mayReadContent);
  if (!mayReadContent) return null;
  const n = count.data;
  const everyone = can(me, 'Cms', ['Publish']);
  const mine = everyone ? '' : `&user=${encodeURIComponent(me._id)}`;
  return (
    <Button
      component={Link}
      to={`${paths.articles}?status=${encodeURIComponent('Need Review')}${mine}`}
      variant="subtle"
      color="gray"
      c="var(--masthead-muted)"
      size="sm"
      leftSection={<IconChecklist size={18} aria-hidden="true" />}
      rightSection={<HeaderCount n={n} />}
      aria-label={
        n === undefined ? 'Need Review' : `Need Review: ${n} ${everyone ? '' : 'of your '}${n === 1 ? 'item' : 'items'}`
      }
      data-testid={n === undefined ? undefined : 'need-review-count'}
    >
      {/* On a phone the bell and the count say it (the name is the label). */}
      <Box component="span" visibleFrom="sm">
        Need Review
      </Box>
    </Button>
  );
}
