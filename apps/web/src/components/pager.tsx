import { Group, Pagination, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { pageCount } from '../lib/format';

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** First and last page, a window of neighbours and ellipses, plus where in the list we are. */
export function Pager({ page, total, pageSize, onChange }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="var(--masthead-muted)">
        {total === 0 ? '0 items' : `${from}–${to} of ${total}`}
      </Text>
      {pages > 1 ? (
        <nav aria-label="Pagination">
          <Pagination
            value={Math.min(page, pages)}
            total={pages}
            onChange={onChange}
            withEdges
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({
              'aria-label': `Page ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </nav>
      ) : null}
    </Group>
  );
}

/** The list page, kept in the address (`?page=N`) so Back and reload return to it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const setPage = (next: number) => {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { replace: false },
    );
  };
  return [page, setPage];
}
