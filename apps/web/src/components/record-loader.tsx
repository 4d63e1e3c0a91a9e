import { Fragment, type ReactNode, useState } from 'react';
import { PageHeader } from './page-header';
import { ErrorBlock, LoadingBlock } from './query-state';

/** The part of a single-record query the loader reads. */
export interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: (options?: { throwOnError?: boolean }) => Promise<unknown>;
}

/**
 * A screen that needs one record (an edit form): `children` renders it once loaded; until then the
 * screen's title over a loading line, or the failure (not found, no access, offline) with a retry.
 * `reload` reads the record again and starts its form afresh (after someone else saved it).
 */
export function RecordLoader<T>({
  query,
  title,
  children,
}: {
  query: RecordQuery<T>;
  title: string;
  children: (record: T, reload: () => Promise<void>) => ReactNode;
}) {
  const [version, setVersion] = useState(0);
  const reload = async () => {
    await query.refetch({ throwOnError: true });
    setVersion((current) => current + 1);
  };
  if (query.data !== undefined) return <Fragment key={version}>{children(query.data, reload)}</Fragment>;
  return (
    <>
      <PageHeader title={title} />
      {query.isPending ? <LoadingBlock /> : <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />}
    </>
  );
}
