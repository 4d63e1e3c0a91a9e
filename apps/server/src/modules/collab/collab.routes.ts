import fastifyWebsocket from '@fastify/websocket';
import { COLLAB_PATH } from '@masthead/contract';
import type { WebSocket } from 'ws';
import type { Api } from '../../lib/route.js';
import { type AuthFace, authFace } from '../auth/auth.face.js';
import { type CmsFace, cmsFace } from '../cms/cms.face.js';
import { defineModule, type Shared } from '../registry.js';
import { addressGate } from './address-gate.js';
import { collabRepo } from './collab.repo.js';
import { collabServer } from './collab.server.js';
import { INBOX_CHANNEL, inboxDoorbell } from './inbox-doorbell.js';
import { guardSocket, type SocketGuard } from './socket-guard.js';
import { MAX_FRAME_BYTES } from './socket-limits.js';

/** How long closing waits for the last working copies to be stored. */
const STORE_DRAIN_MS = 10_000;

export const collabModule = defineModule({
  name: 'collab',
  needs: { auth: authFace, cms: cmsFace },
  create(shared, { auth, cms }) {
    return { app: (app) => serveWorkingCopies(app, shared, auth, cms) };
  },
});

/** The working copies' socket, their store, the marks of saves and the doorbells (ADR 0018, 0021, 0029). */
async function serveWorkingCopies(app: Api, shared: Shared, auth: AuthFace, cms: CmsFace): Promise<void> {
  // A one-time password opens nothing but its own change (plugins/permission.ts), working copies included.
  const resolveToken = (token: string) =>
    auth
      .resolveToken(token)
      .then((actor) => (actor?.mustChangePassword ? null : actor))
      .catch(() => null);
  const { hocuspocus, markSaved, ring } = collabServer({
    repo: collabRepo(shared.db),
    resolveToken,
    redisUrl: shared.config.redisUrl,
    pingMs: shared.config.collabPingMs,
    onError: (error) => app.log.error({ err: error }, 'storing a working copy failed'),
  });
  // A mark that cannot be written costs the others a prompt reload, never the save itself.
  cms.onSave((saved) =>
    markSaved(saved).catch((error) => app.log.error({ err: error }, 'marking a save in the working copy failed')),
  );
  // The doorbells (ADR 0029): the database says, to every process, whose notifications changed
  // (a user's id) and when the review queue moved ('review'); each rings the sockets open here.
  const doorbell = inboxDoorbell(ring);
  const stopHearingInbox = await shared.database.listen(INBOX_CHANNEL, doorbell.handlers);
  app.addHook('onClose', async () => {
    doorbell.stop();
    await stopHearingInbox();
  });
  const gate = addressGate(shared.config.collabSockets);
  const guards = new Set<SocketGuard>();
  // A sign-out, a block or new rights, here or in another process: the sockets concerned are checked at once.
  const stopWatching = auth.watchAccess((userId) => {
    for (const guard of guards) guard.recheck(userId);
  });
  app.addHook('onClose', async () => stopWatching());
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.get(COLLAB_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Before Hocuspocus: the guard's listener must see each message first.
    const guard = guardSocket({ socket, address: request.ip, gate, resolveToken });
    if (!guard) return;
    guards.add(guard);
    socket.once('close', () => guards.delete(guard));
    hocuspocus.handleConnection(socket, request.raw, { guard });
    endWhenUnanswered(socket, shared.config.collabPingMs);
  });
  // Closing ends every connection: each document is stored as its last connection goes, and
  // the database closes only once they all are (or after STORE_DRAIN_MS, said in the log).
  app.addHook('preClose', async () => {
    hocuspocus.closeConnections();
    const until = Date.now() + STORE_DRAIN_MS;
    while (hocuspocus.getDocumentsCount() > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const left = hocuspocus.getDocumentsCount();
    if (left > 0) app.log.error({ documents: left }, 'working copies still being stored at close');
  });
}

/**
 * Pings a socket every `everyMs` and ends it when nothing came back since the last ping: a browser
 * gone without a word (a dropped network, a sleeping laptop) leaves no half-open socket behind, its
 * presence goes with it, and a browser whose socket was only held sees it close and connects
 * afresh. (Hocuspocus's own ping closes the documents on such a socket but keeps the socket open.)
 */
export function endWhenUnanswered(socket: WebSocket, everyMs: number): void {
  let answered = true;
  const heard = () => {
    answered = true;
  };
  socket.on('pong', heard);
  socket.on('message', heard);
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}
