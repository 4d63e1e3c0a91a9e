import { useEffect, useRef } from 'react';
import type * as Y from 'yjs';
import { COPY_SAVED_KEY, metaMap } from '../../../live/working-copy';

/**
 * Someone saved the working copy into the item, or the server marks a save made anywhere else
 * (the API, a bulk action, an approval): `refresh` reads the item's status and version again.
 */
export function useCommitWatch(doc: Y.Doc | null, refresh: () => Promise<unknown>) {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    if (!doc) return;
    const meta = metaMap(doc);
    // The version saves build on moves with saves of this copy and with a change made elsewhere
    // that wrote no field of it (ADR 0039); a field changed elsewhere still meets the stale-write
    // check, never overwritten unseen.
    const onMeta = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
      if (transaction.local) return;
      if (event.keysChanged.has('committedAt') || event.keysChanged.has(COPY_SAVED_KEY)) {
        void refreshRef.current().catch(() => undefined);
      }
    };
    meta.observe(onMeta);
    // A save made while this form was opening (after the item was read, before the copy was
    // joined) was marked nowhere it could hear: the item is read once more now that it listens.
    void refreshRef.current().catch(() => undefined);
    return () => meta.unobserve(onMeta);
  }, [doc]);
}
