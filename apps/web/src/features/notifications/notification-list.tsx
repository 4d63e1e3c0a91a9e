import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { editPathByType, notificationText, pathTo, type UserNotification } from '@masthead/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';

const kindColour: Record<UserNotification['kind'], string> = {
  approved: 'teal.9',
  published: 'teal.9',
  rejected: 'red.9',
  mentioned: 'blue.9',
};

const kindLabel: Record<UserNotification['kind'], string> = {
  approved: 'Approved',
  published: 'Published',
  rejected: 'Rejected',
  mentioned: 'Mention',
};

/** Notifications as a list: what happened, the editor's note, when; each opens its item (and is then read). */
export function NotificationList({
  items,
  onOpen,
}: {
  items: UserNotification[];
  /** A notification was opened (its link followed). */
  onOpen: (notification: UserNotification) => void;
}) {
  return (
    <Stack gap={10} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="notification-list">
      {items.map((n) => {
        const text = notificationText(n);
        return (
          <li key={n._id} data-unread={n.readAt === null ? 'true' : undefined}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Badge color={kindColour[n.kind]} variant="filled" size="xs" mt={3} style={{ flexShrink: 0 }}>
                {kindLabel[n.kind]}
              </Badge>
              <div style={{ minWidth: 0 }}>
                {n.item ? (
                  <Anchor
                    component={Link}
                    to={pathTo(editPathByType[n.item.type], { id: n.item._id })}
                    size="sm"
                    fw={n.readAt === null ? 700 : 400}
                    onClick={() => onOpen(n)}
                  >
                    {text}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={n.readAt === null ? 700 : 400}>
                    {text}
                  </Text>
                )}
                {n.note ? (
                  <Text size="sm" lineClamp={3} fs={n.kind === 'mentioned' ? undefined : 'italic'}>
                    {n.kind === 'mentioned' ? n.note : `“${n.note}”`}
                  </Text>
                ) : null}
                <Text size="xs" c="var(--masthead-muted)">
                  {formatDateTime(n.createdAt)}
                  {n.readAt === null ? ' · new' : ''}
                </Text>
              </div>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
