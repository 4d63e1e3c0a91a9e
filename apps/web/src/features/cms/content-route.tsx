import { type CmsItem, type ContentType, editPathByType, pathTo } from '@masthead/contract';
import { Fragment, type ReactNode, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { useCmsItem } from './cms-api';
import { typeTexts } from './content-model';

export interface EditorScreenProps {
  item: CmsItem | null;
  onReload?: () => Promise<unknown>;
}

/**
 * An edit screen: loads the item, sends it to the editor of its own type when the address names
 * another (SPEC §4: Edit opens the editor matching the type), and remounts the form after a reload.
 */
export function ContentEditRoute({
  type,
  render,
}: {
  type: ContentType;
  render: (props: EditorScreenProps) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useCmsItem(id);
  const [version, setVersion] = useState(0);
  if (query.data) {
    if (query.data.type !== type) {
      return <Navigate to={pathTo(editPathByType[query.data.type], { id })} replace />;
    }
    const screen = render({
      item: query.data,
      onReload: async () => {
        await query.refetch({ throwOnError: true });
        setVersion((current) => current + 1);
      },
    });
    return <Fragment key={`${id}:${version}`}>{screen}</Fragment>;
  }
  return (
    <>
      <PageHeader title={`Edit ${typeTexts[type].noun}`} />
      {query.isPending ? <LoadingBlock /> : <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />}
    </>
  );
}
