import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { notificationFace } from './notification.face.js';
import { notificationRepo } from './notification.repo.js';

const api = endpoints.notification;

/** Each person's notifications (issue 30): her own only, whatever ids she sends. */
export const notificationModule = defineModule({
  name: 'notification',
  offers: notificationFace,
  create({ db }) {
    const repo = notificationRepo(db);
    return {
      face: { tell: repo.add },
      api(app) {
        route(app, api.list, async (request) => ({ data: await repo.list(actorOf(request).id) }));
        route(app, api.read, async (request) => ({
          data: { unread: await repo.markRead(actorOf(request).id, request.body.ids) },
        }));
        route(app, api.readAll, async (request) => ({
          data: { unread: await repo.markRead(actorOf(request).id, 'all') },
        }));
      },
    };
  },
});
