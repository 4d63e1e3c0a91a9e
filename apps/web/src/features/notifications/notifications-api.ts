import { endpoints, type NotificationList } from '@masthead/contract';
import { callApi } from '../../api/call';
import { useRead } from '../../api/use-read';
import { optimistic, useWrite } from '../../api/use-write';

/**
 * The signed-in user's notifications. They arrive by the doorbell (`use-doorbell.ts`); the slow
 * poll only covers a doorbell that could not connect.
 */
export function useNotifications() {
  return useRead(endpoints.notification.list, {}, { refetchInterval: 5 * 60_000 });
}

/** The list with some (ids) or all of one's notifications read as of now. */
function readNow(list: NotificationList, ids: string[] | 'all'): NotificationList {
  const now = new Date().toISOString();
  const items = list.items.map((n) =>
    n.readAt === null && (ids === 'all' || ids.includes(n._id)) ? { ...n, readAt: now } : n,
  );
  return {
    items,
    unread: Math.max(
      0,
      list.unread -
        (list.items.filter((n) => n.readAt === null).length - items.filter((n) => n.readAt === null).length),
    ),
  };
}

/** Marks some (ids) or all of one's notifications read; the list shows it at once. */
export function useMarkRead() {
  return useWrite(endpoints.notification.read, {
    call: (ids: string[] | 'all') =>
      ids === 'all'
        ? callApi(endpoints.notification.readAll, {})
        : callApi(endpoints.notification.read, { body: { ids } }),
    optimistic: optimistic(endpoints.notification.list, {}, readNow),
  });
}
