import { Badge, Group, Text } from '@mantine/core';
import { categoryNames, type LayoutItem, messages } from '@masthead/contract';
import { formatDateTime } from '../../lib/format';

/** A chosen item's facts under its title, and the flag when the public site no longer shows it. */
export function ItemSummary({ item }: { item: LayoutItem }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="gray.8">
        {item.type} · {formatDateTime(item.publishDate)}
        {item.categories.length > 0 ? ` · ${categoryNames(item.categories)}` : ''}
      </Text>
      {item.live ? null : (
        <Badge color="red" variant="light" c="red.9">
          {messages.noLongerPublished}
        </Badge>
      )}
    </Group>
  );
}
