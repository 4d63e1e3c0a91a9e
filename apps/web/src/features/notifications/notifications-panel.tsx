import { Button, Group, Paper, Title } from '@mantine/core';
import { NotificationList } from './notification-list';
import { useMarkRead, useNotifications } from './notifications-api';
import { NotificationsStatus } from './notifications-status';

/** The dashboard's list of what happened to one's work (decisions with the editor's note) and notes naming one. */
export function NotificationsPanel() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Paper withBorder radius="md" p="md" mb="lg" maw={1100} id="notifications">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          Your notifications{unread > 0 ? ` (${unread} new)` : ''}
        </Title>
        <Button size="compact-sm" variant="subtle" disabled={unread === 0} onClick={() => markRead.mutate('all')}>
          Mark all read
        </Button>
      </Group>
      <NotificationsStatus
        list={list}
        empty="Nothing yet: when an editor approves or rejects your work, or a note names you, it shows here."
      />
      {list.data && list.data.items.length > 0 ? (
        <NotificationList
          items={list.data.items.slice(0, 10)}
          onOpen={(n) => {
            if (n.readAt === null) markRead.mutate([n._id]);
          }}
        />
      ) : null}
    </Paper>
  );
}
