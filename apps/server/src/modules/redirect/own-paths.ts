import { readdirSync } from 'node:fs';
import { paths } from '@masthead/contract';
import type { Api } from '../../lib/route.js';

/**
 * First segments that are the back office's whatever the route table says: its screens (the web
 * app's history fallback answers them, not a route), the API, media, the web app's files, and the
 * icon a browser asks every site for.
 */
const fixedSegments = [
  ...Object.values(paths).map((path) => path.split('/')[1] ?? ''),
  'api',
  'media',
  'assets',
  'favicon.ico',
];

/** The top-level names of the built web app (`index.html`, `favicon.svg`, `assets`…): files served from `/`. */
function webAppEntries(webDir: string | null | undefined): string[] {
  if (!webDir) return [];
  try {
    return readdirSync(webDir);
  } catch {
    return [];
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether this server answers an address itself, so no redirect may take it over: a screen, a file,
 * or any GET route of the app (previews, `/collab`, sitemap, robots, feeds, and whatever is added
 * later), read from the app's own route table rather than a list that drifts. A path that only the
 * web app's catch-all `/*` matches (an address nobody registered) is not one. Asked once all routes
 * are in (on a save or a request), never while they are being registered.
 */
export function ownPaths(app: Api, webDir: string | null | undefined): (raw: string) => boolean {
  let segments: Set<string> | undefined;
  return (raw) => {
    const path = raw.split(/[?#]/)[0] ?? '';
    segments ??= new Set([...fixedSegments, ...webAppEntries(webDir)]);
    if (segments.has(path.split('/')[1] ?? '')) return true;
    const found = app.findRoute({ method: 'GET', url: path });
    if (!found) return false;
    const rest = (found.params as Record<string, string | undefined>)['*'];
    return rest === undefined || (rest !== path.slice(1) && rest !== decoded(path.slice(1)));
  };
}
