import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { notificationFace } from '../notification/notification.face.js';
import { defineModule } from '../registry.js';
import { userFace } from '../user/user.face.js';
import { noteRepo } from './note.repo.js';
import { noteService } from './note.service.js';

const api = endpoints.note;

export const noteModule = defineModule({
  name: 'note',
  needs: { notifications: notificationFace, users: userFace },
  create({ db }, { notifications, users }) {
    const notes = noteService(noteRepo(db), users.activeIds, notifications.tell);
    return {
      api(app) {
        route(app, api.list, async (request) => ({ data: await notes.list(request.params.id) }));
        route(app, api.create, async (request) => ({
          data: await notes.create(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.reply, async (request) => ({
          data: await notes.reply(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.resolve, async (request) => ({
          data: await notes.resolve(actorOf(request), request.params.id, request.body.resolved),
        }));
        route(app, api.mentions, async (request) => ({ data: await notes.mentions(actorOf(request)) }));
      },
    };
  },
});
