import { endpoints } from '@masthead/contract';
import { notFound, unauthorized } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { assetFace } from '../asset/asset.face.js';
import { defineModule } from '../registry.js';
import { userFace } from './user.face.js';
import { userRepo } from './user.repo.js';
import { userService } from './user.service.js';
import { userLookupRepo } from './user-lookup.repo.js';

const api = endpoints.user;

export const userModule = defineModule({
  name: 'user',
  offers: userFace,
  needs: { assets: assetFace },
  create({ db, database, actors, tokens }, { assets }) {
    const repo = userRepo(db, database.readCache);
    const lookups = userLookupRepo(db);
    const users = userService(repo, actors.forget, assets.requireAssets, tokens);
    return {
      face: {
        getUser: repo.getById,
        getActorRecord: lookups.getActorRecord,
        getLoginRecord: lookups.getLoginRecord,
        existingIds: (ids) => lookups.existingIds(ids),
        activeIds: (ids) => lookups.existingIds(ids, true),
      },
      api(app) {
        route(app, api.options, async () => ({ data: await users.findOptions() }));
        route(app, api.me, async (request) => {
          const me = await users.getMe(actorOf(request));
          if (!me) throw unauthorized();
          return { data: me };
        });
        route(app, api.list, async (request) => ({ data: await users.findUsers(request.query) }));
        route(app, api.get, async (request) => ({ data: await users.getUser(request.params.id) }));
        route(app, api.create, async (request) => ({
          data: await users.createUser(actorOf(request), request.body),
        }));
        route(app, api.update, async (request) => {
          const actor = actorOf(request);
          const { user, passwordChanged } = await users.updateUser(actor, request.body);
          // A password change revokes every token, this caller's too: hand it a fresh one.
          if (passwordChanged && user._id === actor.id) {
            const token = await users.freshToken(actor.id);
            if (!token) throw notFound();
            return { data: user, token };
          }
          return { data: user };
        });
      },
    };
  },
});
