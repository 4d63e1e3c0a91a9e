import { Badge, Group, Text } from '@mantine/core';
import { categoryNames, type LayoutItem, messages } from '@masthead/contract';
import { formatDateTime } from '../../lib/format';

/** A chosen item's facts under its title, and the flag when the public site no longer shows it. */
export function ItemSummary({ item }: { item: LayoutItem }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="var(--masthead-muted)">
        {item.type} · {formatDateTime(item.publishDate)}
        {item.categories.length > 0 ? ` · ${categoryNames(item.categories)}` : ''}
      </Text>
      {item.live ? null : (
        <Badge color="red" variant="light" c="var(--masthead-danger)">
          {messages.noLongerPublished}
        </Badge>
      )}
    </Group>
  );
}
