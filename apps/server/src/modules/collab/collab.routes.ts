import fastifyWebsocket from '@fastify/websocket';
import { defineModule } from '../registry.js';
import { collabRepo } from './collab.repo.js';
import { collabServer } from './collab.server.js';

/** Where browsers (and any Yjs client) connect to the working copies, over WebSocket. */
export const COLLAB_PATH = '/collab';

export const collabModule = defineModule({
  name: 'collab',
  api() {},
  async app(app, shared) {
    const hocuspocus = collabServer({
      repo: collabRepo(shared.db),
      resolveToken: (token) => shared.auth.resolveToken(token).catch(() => null),
      redisUrl: shared.config.redisUrl,
      onError: (error) => app.log.error({ err: error }, 'storing a working copy failed'),
    });
    await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 * 1024 } });
    app.get(COLLAB_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
      hocuspocus.handleConnection(socket, request.raw);
    });
    // Closing ends every connection: each document is stored as its last connection goes.
    app.addHook('preClose', async () => {
      hocuspocus.closeConnections();
    });
  },
});
