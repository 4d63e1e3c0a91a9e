import { Box, Group, Text } from '@mantine/core';
import { type GeneralStatus, generalStatusLabels } from '@masthead/contract';

const dotColors: Record<GeneralStatus, string> = { Init: 'gray.6', Enable: 'green.7', Disable: 'red.7' };

/** A status as a coloured dot and its word: the word carries the meaning, the dot only helps scanning. */
export function StatusBadge({ status, label }: { status: GeneralStatus; label?: string }) {
  return (
    <Group gap={6} wrap="nowrap" display="inline-flex">
      <Box w={8} h={8} bg={dotColors[status]} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden="true" />
      <Text span size="sm" fw={500}>
        {label ?? generalStatusLabels[status]}
      </Text>
    </Group>
  );
}
