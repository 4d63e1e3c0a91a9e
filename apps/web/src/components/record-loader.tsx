import { Fragment, type ReactNode, useState } from 'react';
import { PageHeader } from './page-header';
import { ErrorBlock, LoadingBlock } from './query-state';

/** The part of a single-record query the loader reads. */
export interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  dataUpdatedAt: number;
  refetch: (options?: { throwOnError?: boolean }) => Promise<{ data: T | undefined; dataUpdatedAt: number }>;
}

/**
 * A screen that needs one record (an edit form): `children` renders it once loaded; until then the
 * screen's title over a loading line, or the failure (not found, no access, offline) with a retry.
 * `reload` reads the record again and starts its form afresh (after someone else saved it).
 * The form restarts from what that read returned: the query tells its observers on a later tick,
 * so `query.data` may still hold the old record when the reload resolves.
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
  const [reloaded, setReloaded] = useState<{ version: number; data: T; at: number } | null>(null);
  const reload = async () => {
    const result = await query.refetch({ throwOnError: true });
    const data = result.data;
    if (data === undefined) return;
    setReloaded((current) => ({ version: (current?.version ?? 0) + 1, data, at: result.dataUpdatedAt }));
  };
  // What the reload read, until the query holds something newer.
  const record = reloaded && query.dataUpdatedAt <= reloaded.at ? reloaded.data : query.data;
  if (record !== undefined) return <Fragment key={reloaded?.version ?? 0}>{children(record, reload)}</Fragment>;
  return (
    <>
      <PageHeader title={title} />
      {query.isPending ? <LoadingBlock /> : <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />}
    </>
  );
}
