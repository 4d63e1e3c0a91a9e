import { type Endpoint, endpoints } from '@masthead/contract';
import type { QueryKey } from '@tanstack/react-query';
import { type EndpointGroup, endpointName } from './endpoint-names';
import { groupKey, readKey } from './read-key';

/** A whole group's reads, or every read of one endpoint. */
type StaleReads = EndpointGroup | Endpoint;

/**
 * What a successful write of a group makes stale: read again if on screen, else on next use.
 * A group not listed makes its own reads stale (every list, detail and count of it).
 */
const staleAfter: Partial<Record<EndpointGroup, readonly StaleReads[]>> = {
  // Not `me`: the session takes one's own changed record from the answer (`usePatchUser`).
  user: [endpoints.user.list, endpoints.user.get, endpoints.user.options],
  // A role's rights feed the signed-in user's rights too.
  role: ['role', endpoints.user.me],
  // The settings are the answer itself; the tab title, favicon and header logo follow at once.
  site: [endpoints.site.detail],
  // A save answers the whole layout as stored, kept as the loaded one; nothing else changes.
  layout: [],
  // A client's report names the client.
  client: ['client', endpoints.advertisement.clientReport],
  advertisement: [endpoints.advertisement.list, endpoints.advertisement.get, endpoints.advertisement.report],
};

/** The query keys (prefixes) a successful write of this endpoint makes stale. */
export function staleKeysAfter(write: Endpoint): QueryKey[] {
  const { group } = endpointName(write);
  return (staleAfter[group] ?? [group]).map((reads) => (typeof reads === 'string' ? groupKey(reads) : readKey(reads)));
}
