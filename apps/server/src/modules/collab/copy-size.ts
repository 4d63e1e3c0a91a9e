import * as Y from 'yjs';

/**
 * Keeps each open working copy within `maxBytes` (its Yjs state as stored). The exact size is
 * known when the copy is loaded and each time it is stored; between, each admitted update adds
 * its own length to an estimate (an update adds at most about its length). Only an update that
 * would take the estimate past the limit costs an exact measure, and the copy is refused it only
 * if it would go past the limit for real. An update that only deletes is always taken: removing
 * content is how a copy at its limit gets smaller.
 */
export function copySizes(maxBytes: number) {
  const known = new WeakMap<Y.Doc, { bytes: number; growth: number }>();

  function measure(doc: Y.Doc) {
    const entry = { bytes: Y.encodeStateAsUpdate(doc).length, growth: 0 };
    known.set(doc, entry);
    return entry;
  }

  return {
    /** The copy's exact size, as just loaded or encoded for storing. */
    measured(doc: Y.Doc, bytes: number): void {
      known.set(doc, { bytes, growth: 0 });
    },

    /** Whether `update` may go into `doc`; when it may, it is counted. */
    admits(doc: Y.Doc, update: Uint8Array): boolean {
      let entry = known.get(doc) ?? measure(doc);
      if (update.length <= maxBytes && entry.bytes + entry.growth + update.length > maxBytes) entry = measure(doc);
      if (update.length <= maxBytes && entry.bytes + entry.growth + update.length <= maxBytes) {
        entry.growth += update.length;
        return true;
      }
      return update.length <= maxBytes && onlyDeletes(update);
    },
  };
}

function onlyDeletes(update: Uint8Array): boolean {
  try {
    return Y.decodeUpdate(update).structs.length === 0;
  } catch {
    return false;
  }
}
