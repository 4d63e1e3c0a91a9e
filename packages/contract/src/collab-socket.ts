/**
 * The collaboration WebSocket (ADR 0018): Hocuspocus on the app's own host, beside `/api`, not
 * under it. Its documents are named here once; the server, the browser and the tests build and
 * read the names with these functions.
 */
export const COLLAB_PATH = '/collab';

/** The socket's address for a page (or a client) at `origin`: ws: or wss: as the origin is http: or https:. */
export function collabSocketUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}${COLLAB_PATH}`;
}

/**
 * The live working copies of an item (ADR 0019, 0021): the shared one everyone who may change the
 * item edits, and, on a live item, one proposal per person without `Publish` — what that person
 * changes is theirs until Submit for review makes it a pending change, so nothing unapproved is
 * ever in the shared copy an editor's Update puts live.
 */
const PREFIX = 'cms/';
const PROPOSAL = '/proposal/';

/** The document everyone in the item shares: `cms/{id}`. */
export function sharedCopyName(itemId: string): string {
  return `${PREFIX}${itemId}`;
}

/** One person's proposed change to a live item: `cms/{id}/proposal/{userId}`. */
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

/** The document that carries one user's doorbell (ADR 0029; never stored, read-only): `inbox/{userId}`. */
export const INBOX_PREFIX = 'inbox/';
export const inboxCopyName = (userId: string) => `${INBOX_PREFIX}${userId}`;

/** Whose doorbell a document is; null for any other name. */
export function parseInboxName(name: string): string | null {
  const userId = name.startsWith(INBOX_PREFIX) ? name.slice(INBOX_PREFIX.length) : '';
  return userId === '' || userId.includes('/') ? null : userId;
}
