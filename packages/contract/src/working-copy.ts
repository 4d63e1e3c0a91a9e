import type { ContentStatus } from './cms.js';

/** The shared map of a working copy both the server and the browsers write marks into. */
export const COPY_META = 'meta';
/**
 * Written by the server into the shared copy at every save of the item, wherever it came from
 * (a form, the API, a bulk action, an approval, a restore, the scheduler): `{ updatedAt, status }`.
 * The browsers in the item read the item again when it changes.
 */
export const COPY_SAVED_KEY = 'savedAt';
/**
 * The version of the item the shared copy's saves build on (its `updatedAt`), written by the
 * browser that saved and by the server at every announced change; it only moves forward.
 */
export const COPY_COMMITTED_KEY = 'committedAt';
export interface CopySavedMark {
  updatedAt: string;
  status: ContentStatus;
}

/**
 * The most a stored working copy may hold, and so the most one update to it may carry (a browser
 * back from offline sends all it has in one). The largest item the API takes (its 1 MiB request
 * limit) makes a copy of 1.1 MB; twenty thousand scattered edits by five people on top of it make
 * 1.7 MB (ADR 0025): four MiB leaves room for a long day of heavy editing of the largest item.
 */
export const WORKING_COPY_MAX_BYTES = 4 * 1024 * 1024;
