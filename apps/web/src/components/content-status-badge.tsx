import { Box, Group, Text } from '@mantine/core';
import type { ContentStatus } from '@masthead/contract';

const dotColors: Record<ContentStatus, string> = {
  Draft: 'gray.6',
  Pending: 'yellow.6',
  Approved: 'teal.7',
  'Need Review': 'orange.7',
  Rejected: 'red.7',
  Retract: 'grape.7',
  Scheduled: 'indigo.6',
  Published: 'green.7',
};

/** A content status as a coloured dot and its word; the word carries the meaning. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Group gap={6} wrap="nowrap" display="inline-flex">
      <Box w={8} h={8} bg={dotColors[status]} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden="true" />
      <Text span size="sm" fw={500}>
        {status}
      </Text>
    </Group>
  );
}
