import { Box, Group, Image, ScrollArea, Text } from '@mantine/core';
import type { PdfPage } from '@masthead/contract';

/** An edition's pages side by side, each numbered; scrolls sideways, by keyboard too. */
export function PageStrip({ pages, title }: { pages: PdfPage[]; title: string }) {
  if (pages.length === 0) return null;
  return (
    <Box>
      <Text size="sm" fw={500} mb={4} id="page-strip-label">
        {pages.length} page{pages.length === 1 ? '' : 's'}
      </Text>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={8}>
        <Group
          component="ol"
          gap="sm"
          wrap="nowrap"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="page-strip-label"
          // Reachable by keyboard, so the strip can be scrolled with the arrow keys.
          tabIndex={0}
        >
          {pages.map((page) => (
            <Box component="li" key={page.number} style={{ flex: '0 0 auto' }}>
              <Box component="figure" m={0}>
                <Image
                  src={page.thumbnailUrl}
                  alt={`${title}, page ${page.number}`}
                  w={96}
                  h={Math.round((96 * page.height) / Math.max(1, page.width))}
                  radius="xs"
                  style={{ border: '1px solid var(--mantine-color-default-border)' }}
                  loading="lazy"
                />
                <Text component="figcaption" size="xs" ta="center" c="var(--masthead-muted)">
                  {page.number}
                </Text>
              </Box>
            </Box>
          ))}
        </Group>
      </ScrollArea>
    </Box>
  );
}
