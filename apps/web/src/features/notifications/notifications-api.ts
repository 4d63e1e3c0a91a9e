import { endpoints, type NotificationList } from '@masthead/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

/**
 * The signed-in user's notifications. They arrive by the doorbell (`use-doorbell.ts`); the slow
 * poll only covers a doorbell that could not connect.
 */
export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => callApi(endpoints.notification.list, { signal }),
    refetchInterval: 5 * 60_000,
  });
}

/** Marks some (ids) or all of one's notifications read; the list shows it at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      ids === 'all'
        ? callApi(endpoints.notification.readAll, {})
        : callApi(endpoints.notification.read, { body: { ids } }),
    onMutate: (ids) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(queryKeys.notifications, (list) => {
        if (!list) return list;
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
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
