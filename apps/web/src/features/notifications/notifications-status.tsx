import { Text } from '@mantine/core';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import type { useNotifications } from './notifications-api';

/** What the bell and the dashboard show instead of the list: while it loads, when it fails, when there is none yet. */
export function NotificationsStatus({ list, empty }: { list: ReturnType<typeof useNotifications>; empty: string }) {
  return (
    <>
      {list.isPending ? <LoadingBlock /> : null}
      {list.isError ? <ErrorBlock error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <Text size="sm" c="var(--masthead-muted)">
          {empty}
        </Text>
      ) : null}
    </>
  );
}
