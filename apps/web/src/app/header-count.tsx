import { Badge, Skeleton } from '@mantine/core';

/**
 * A count in the header (mentions, items waiting for review): orange when there is something to
 * do. While it loads, a placeholder of the badge's size holds the header's layout.
 */
export function HeaderCount({ n }: { n: number | undefined }) {
  if (n === undefined) return <Skeleton circle height={18} aria-hidden="true" />;
  return (
    <Badge color={n > 0 ? 'orange.9' : 'gray.7'} variant="filled" size="sm" circle={n < 10}>
      {n}
    </Badge>
  );
}
