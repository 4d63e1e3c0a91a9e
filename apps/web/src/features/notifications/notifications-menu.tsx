import { Badge, Button, Group, Popover, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { NotificationList } from './notification-list';
import { useMarkRead, useNotifications } from './notifications-api';
import { NotificationsStatus } from './notifications-status';

/** The header's bell: unread notifications counted, the newest listed, marked read here. */
export function NotificationsMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      position="bottom-end"
      shadow="md"
      width={360}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label="Notifications" withArrow disabled={opened}>
          <Button
            variant="subtle"
            color="gray"
            c="var(--masthead-muted)"
            size="sm"
            px={8}
            onClick={toggle}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-label={`Notifications: ${unread} unread`}
            data-testid="notifications-button"
            rightSection={
              <Badge
                color={unread > 0 ? 'orange.9' : 'gray.7'}
                variant="filled"
                size="sm"
                circle={unread < 10}
                data-testid="notifications-unread"
              >
                {unread}
              </Badge>
            }
          >
            <IconBell size={18} aria-hidden="true" />
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="sm" aria-label="Notifications" role="dialog" maw="calc(100vw - 16px)">
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            Notifications
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={unread === 0} onClick={() => markRead.mutate('all')}>
            Mark all read
          </Button>
        </Group>
        <NotificationsStatus list={list} empty="Nothing yet: decisions on your work and notes naming you show here." />
        {list.data && list.data.items.length > 0 ? (
          <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
            <NotificationList
              items={list.data.items}
              onOpen={(n) => {
                if (n.readAt === null) markRead.mutate([n._id]);
                close();
              }}
            />
          </ScrollArea.Autosize>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
