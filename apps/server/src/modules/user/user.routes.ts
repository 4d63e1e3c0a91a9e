import { endpoints } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UserService } from './user.service.js';

const api = endpoints.user;

export interface UserRouteOptions {
  users: UserService;
  auth: AuthService;
  authorOptions: () => Promise<{ _id: string; name: string }[]>;
}

export const userRoutes: FastifyPluginAsyncZod<UserRouteOptions> = async (app, { users, auth, authorOptions }) => {
  route(app, api.options, async () => ({ data: await authorOptions() }));
  route(app, api.me, async (request) => {
    const me = await auth.me(actorOf(request));
    if (!me) throw unauthorized();
    return { data: me };
  });
  route(app, api.list, async (request) => ({ data: await users.findUsers(request.query) }));
  route(app, api.get, async (request) => ({ data: await users.getUser(request.params.id) }));
  route(app, api.create, async (request) => ({ data: await users.createUser(actorOf(request), request.body) }));
  route(app, api.update, async (request) => {
    const actor = actorOf(request);
    const { user, passwordChanged } = await users.updateUser(actor, request.body);
    // A password change revokes every token, this caller's too: hand it a fresh one.
    if (passwordChanged && user._id === actor.id) {
      const token = await auth.reissue(actor.id);
      if (!token) throw notFound();
      return { data: user, token };
    }
    return { data: user };
  });
};
