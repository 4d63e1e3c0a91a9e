import type { ContentStatus } from './cms.js';

/**
 * The live working copies of an item (ADR 0019, 0021): the shared one everyone who may change the
 * item edits, and, on a live item, one proposal per person without `Publish` — what that person
 * changes is theirs until Submit for review makes it a pending change, so nothing unapproved is
 * ever in the shared copy an editor's Update puts live.
 */
const PREFIX = 'cms/';
const PROPOSAL = '/proposal/';

/** The document everyone in the item shares. */
export function sharedCopyName(itemId: string): string {
  return `${PREFIX}${itemId}`;
}

/** One person's proposed change to a live item. */
export function proposalCopyName(itemId: string, userId: string): string {
  return `${PREFIX}${itemId}${PROPOSAL}${userId}`;
}

/** Which item a document belongs to, and whose proposal it is (null: the shared copy); null for any other name. */
export function parseCopyName(name: string): { itemId: string; proposalOf: string | null } | null {
  if (!name.startsWith(PREFIX)) return null;
  const rest = name.slice(PREFIX.length);
  const at = rest.indexOf(PROPOSAL);
  if (at < 0) return rest.includes('/') || rest === '' ? null : { itemId: rest, proposalOf: null };
  const itemId = rest.slice(0, at);
  const proposalOf = rest.slice(at + PROPOSAL.length);
  if (itemId === '' || proposalOf === '' || proposalOf.includes('/')) return null;
  return { itemId, proposalOf };
}

/** The shared map of a working copy both the server and the browsers write marks into. */
export const COPY_META = 'meta';
/**
 * Written by the server into the shared copy at every save of the item, wherever it came from
 * (a form, the API, a bulk action, an approval, a restore, the scheduler): `{ updatedAt, status }`.
 * The browsers in the item read the item again when it changes.
 */
export const COPY_SAVED_KEY = 'savedAt';
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
