import { type CmsItem, endpoints, savesAsPendingChange } from '@masthead/contract';
import { useMemo, useRef, useState } from 'react';
import { callApi } from '../../../api/call';
import type { LiveCopyState } from '../../../live/use-live-copy';
import { presenceUser, usePresence } from '../../../live/use-presence';
import { committedAt, markCommitted } from '../../../live/working-copy';
import { useMe } from '../../../session/session';
import { useItemNotes } from '../../notes';
import type { LiveBinding } from './content-editor';
import { type ContentFormValues, valuesFromItem } from './content-model';
import { normalizedValues, rebaseValues, replaceCopyWith, withBodiesFromCopy } from './live-form';
import { freshest } from './starting-values';
import { useCommitWatch } from './use-commit-watch';

export interface ItemSessionOptions {
  /** The item as the screen read it; null for a new item. */
  loaded: CmsItem | null;
  liveState: LiveCopyState;
  /** This person changes a live item in a proposal of their own, not in the shared copy (ADR 0021). */
  proposing: boolean;
  /** The form's values as saved (for a proposal: as the proposal was kept). */
  saved: ContentFormValues;
  /** Reads the item again and remounts the form. */
  onReload?: () => Promise<unknown>;
  /** Lets the form go without asking, then reads the item again (`onReload`). */
  restart: () => void;
}

/**
 * One person's session in one item: its working copy (shared, or their proposal), who else is in
 * it, its notes, the version the form's saves build on and the mark of what the copy changes
 * against the item as saved, kept in step with saves made here, by co-editors or anywhere else.
 */
export function useItemSession({ loaded, liveState, proposing, saved, onReload, restart }: ItemSessionOptions) {
  const me = useMe();
  const [item, setItem] = useState<CmsItem | null>(loaded);
  const [field, setField] = useState<string | null>(null);
  const copy = loaded ? liveState.copy : null;
  const doc = copy?.doc ?? null;
  const { peers, touch } = usePresence(copy?.provider ?? null, me, field);
  // Notes are anchored in the shared copy; a proposal is one person's own.
  const notes = useItemNotes(loaded?._id ?? null, proposing ? null : doc);
  /** The item as saved (for a proposal: the live item), to mark what the working copy changes. */
  const [savedValues, setSavedValues] = useState(() => (proposing && loaded ? valuesFromItem(loaded) : saved));
  /** The version this form's saves build on: the loaded one, then each of its own saves. */
  const baseRef = useRef(loaded?.updatedAt ?? null);
  const baseline = useMemo(() => normalizedValues(savedValues), [savedValues]);
  const live: LiveBinding | null = copy ? { doc: copy.doc, provider: copy.provider, user: presenceUser(me) } : null;

  /** The item as it is now on the server, and the mark of differences measured against it. */
  const refreshItem = async () => {
    if (!item) return null;
    const fresh = await callApi(endpoints.cms.get, { params: { id: item._id } });
    // The item went live or stopped being live: whether this person proposes or edits the shared copy changes.
    if (savesAsPendingChange(me, fresh.status) !== savesAsPendingChange(me, item.status)) restart();
    setItem(fresh);
    if (!proposing) setSavedValues(valuesFromItem(fresh));
    return fresh;
  };
  useCommitWatch(doc, refreshItem);

  /** Reads the item again and starts the form from it (after a restore, an approval or a rejection). */
  const startAgain = (
    next: CmsItem,
    formValues: ContentFormValues,
    options: { replaceCopy?: boolean; approved?: boolean } = {},
  ) => {
    if (doc && !proposing) {
      const current = withBodiesFromCopy(doc, formValues);
      if (options.replaceCopy) {
        // A restored version becomes the working copy too, for everyone in the item.
        replaceCopyWith(doc, valuesFromItem(next), current);
      } else if (options.approved) {
        // An approved change was never in the shared copy: it comes in now, and what the copy
        // changed besides stays (so the next Update does not take the approved change back).
        replaceCopyWith(doc, rebaseValues(current, baseline, normalizedValues(valuesFromItem(next))), current);
      }
      // The others in the item read it again too (its version and status are new).
      if (options.replaceCopy || options.approved) markCommitted(doc, next.updatedAt);
    }
    setItem(next);
    restart();
  };

  /** A version restored by someone who proposes: their proposal becomes that version (it waits for review). */
  const startProposalAgain = async (next: CmsItem) => {
    const revision = next.pendingChange?.revision;
    if (doc && revision) {
      const kept = await callApi(endpoints.cms.revision, { params: { id: next._id, revision } });
      replaceCopyWith(doc, valuesFromItem({ ...next, ...kept.item, updatedAt: next.updatedAt }));
    }
    setItem(next);
    restart();
  };

  /** A save of this form: its version is what the next save builds on, and the co-editors hear of it. */
  const markSaved = (next: CmsItem, values: ContentFormValues, keptPending: boolean) => {
    setItem(next);
    if (!keptPending) baseRef.current = next.updatedAt;
    if (!doc) return;
    // A proposal stays marked against the live item: it is what waits for review.
    if (!proposing) setSavedValues(keptPending ? values : valuesFromItem(next));
    if (!keptPending) markCommitted(doc, next.updatedAt);
  };

  return {
    item,
    doc,
    live,
    peers,
    touch,
    setField,
    notes,
    savedValues,
    baseline,
    startAgain,
    startProposalAgain,
    markSaved,
    baseVersion: () => freshest(baseRef.current, doc && !proposing ? committedAt(doc) : null),
    // After a refusal to save over a change made outside the working copy: that change becomes the working copy.
    // A proposal is brought onto the newer live version when the form starts again.
    staleReload:
      doc && onReload && !proposing
        ? async () => {
            const fresh = await refreshItem();
            if (fresh) replaceCopyWith(doc, valuesFromItem(fresh));
            await onReload();
          }
        : onReload,
  };
}
