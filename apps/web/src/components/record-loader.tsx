import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { ErrorBlock, LoadingBlock } from './query-state';

/** The part of a single-record query the loader reads. */
export interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A screen that needs one record (an edit form): `children` renders it once loaded; until then the
 * screen's title over a loading line, or the failure (not found, no access, offline) with a retry.
 */
export function RecordLoader<T>({
  query,
  title,
  children,
}: {
  query: RecordQuery<T>;
  title: string;
  children: (record: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  return (
    <>
      <PageHeader title={title} />
      {query.isPending ? <LoadingBlock /> : <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />}
    </>
  );
}
