import '@mantine/dates/styles.css';
import type { CmsItem, ContentType } from '@masthead/contract';
import { mayEditContent, proposalCopyName, savesAsPendingChange, sharedCopyName } from '@masthead/contract';
import type { ReactNode } from 'react';
import { ErrorBlock, LoadingBlock } from '../../../components/query-state';
import { useLiveCopy } from '../../../live/use-live-copy';
import { useMe } from '../../../session/session';
import { useCmsRevision } from '../cms-api';
import { ContentEditorForm } from './content-editor-form';
import type { EditorContext } from './editor-context';

export type { EditorContext, LiveBinding } from './editor-context';

export interface ContentEditorProps {
  type: ContentType;
  item: CmsItem | null;
  /** Reads the item again and remounts the form (after a conflicting save). */
  onReload?: () => Promise<unknown>;
  /** Button texts: the page form says 'Save Draft' and 'Save and Publish'. */
  labels?: { save?: (item: CmsItem | null) => string; publish?: string };
  children: (context: EditorContext) => ReactNode;
}

/**
 * The frame every content form shares: heading and status, the read-only notice, the refusal
 * above the fields, the fields (`children`), the action bar and the unsaved-changes guard. The
 * work is in the hooks: saving (`useContentSave`), the permalink (`usePermalinkFollow`), uploads
 * and leaving.
 */
export function ContentEditor(props: ContentEditorProps) {
  const me = useMe();
  const loaded = props.item;
  const pending = loaded?.pendingChange ?? null;
  // The author of a change waiting for review goes on from that change, not from the live version.
  const editsPending =
    loaded !== null && pending !== null && pending.user?._id === me._id && savesAsPendingChange(me, loaded.status);
  const version = useCmsRevision(loaded?._id ?? '', editsPending && pending ? pending.revision : null);
  // Someone without Publish changes a live item in a proposal of their own: nothing unapproved is
  // ever in the shared copy that an editor's Update puts live (ADR 0021).
  const proposing =
    loaded !== null && savesAsPendingChange(me, loaded.status) && mayEditContent(me, me._id, loaded.user?._id ?? null);
  const copyName = loaded ? (proposing ? proposalCopyName(loaded._id, me._id) : sharedCopyName(loaded._id)) : null;
  const live = useLiveCopy(copyName);
  if (editsPending && !version.data) {
    return version.error ? (
      <ErrorBlock error={version.error} onRetry={() => void version.refetch()} />
    ) : (
      <LoadingBlock />
    );
  }
  if (loaded && !live.ready) return <LoadingBlock />;
  const startFrom = loaded && version.data ? { ...loaded, ...version.data.item, updatedAt: loaded.updatedAt } : loaded;
  return (
    <ContentEditorForm key={copyName ?? 'new'} {...props} startFrom={startFrom} live={live} proposing={proposing} />
  );
}
