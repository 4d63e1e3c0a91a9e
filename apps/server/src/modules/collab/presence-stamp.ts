import type { Document } from '@hocuspocus/server';
import type { CopySession } from './socket-guard.js';

/**
 * The presence a connection announces shows who signed in on it: the server writes the user's id
 * and name into every awareness state that comes through the connection, before it is passed on
 * (Yjs tells of a change before it sends it on), whatever the browser put there. Anything else
 * the browser says of the user but its colour (a role, a title) is not passed on.
 */
export function presenceIsWhoSignedIn(document: Document): void {
  const states = document.awareness.getStates();
  document.awareness.on('change', ({ added, updated }: { added: number[]; updated: number[] }, origin: unknown) => {
    const connection = document.getConnections().find((open) => open.webSocket === origin);
    const actor = (connection?.context as { session?: CopySession } | undefined)?.session?.actor;
    if (!connection) return;
    for (const clientId of [...added, ...updated]) {
      const state = states.get(clientId);
      if (!state) continue;
      if (!actor) {
        // A connection signed in without a session (none today): it shows nobody.
        states.set(clientId, { ...state, user: null });
        continue;
      }
      const said = typeof state.user === 'object' && state.user !== null ? (state.user as Record<string, unknown>) : {};
      const color = typeof said.color === 'string' && said.color.length <= 32 ? { color: said.color } : {};
      states.set(clientId, { ...state, user: { id: actor.id, name: actor.name, ...color } });
    }
  });
}
