import { type Endpoint, pathOf } from '@masthead/contract';

/** Where the API is served; the catalogue's paths are under it. */
export const API_PREFIX = '/api';

/**
 * The address of a catalogue endpoint on this server, with its query in the order given: an
 * address the server hands out (an ad's click, a section's ad) is never typed by hand.
 */
export function apiAddress(
  e: Endpoint,
  params?: Record<string, string>,
  query?: Record<string, string | number>,
): string {
  const search = Object.entries(query ?? {})
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_PREFIX}${pathOf(e, params)}${search ? `?${search}` : ''}`;
}
