import { Box, Paper, Text } from '@mantine/core';
import { SEO_DESCRIPTION_SHOWN, SEO_TITLE_SHOWN } from '@masthead/contract';
import { useSiteDetail } from '../../site';

/** Cut at about `shown` characters, at a word, with an ellipsis, as a search result would. */
export function cutForResult(text: string, shown: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= shown) return trimmed;
  const cut = trimmed.slice(0, shown);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > shown * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

/**
 * How the item may look in a search result: the site, the address, the SEO title (the item's
 * title when it has none) and the SEO description (the short description when it has none),
 * each cut where search results usually cut them.
 */
export function SearchPreview({
  title,
  description,
  permaLink,
}: {
  title: string;
  description: string;
  permaLink: string;
}) {
  const site = useSiteDetail();
  const siteName = site.data?.siteName.trim() || 'Your site';
  return (
    <Box role="group" aria-label="Search result preview">
      <Text size="sm" fw={600} mb={4}>
        Search result preview
      </Text>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-body)">
        <Text size="xs" c="var(--masthead-muted)" truncate>
          {siteName} › {permaLink || 'address'}
        </Text>
        <Text size="lg" c="var(--masthead-link)" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {cutForResult(title, SEO_TITLE_SHOWN) || 'The SEO title shows here'}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {cutForResult(description, SEO_DESCRIPTION_SHOWN) || 'The SEO description shows here.'}
        </Text>
      </Paper>
    </Box>
  );
}
