import {
  dataOf,
  listQuerySchema,
  meSchema,
  pageOf,
  userCreateSchema,
  userPatchSchema,
  userSchema,
} from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../../lib/errors.js';
import { actorOf } from '../../plugins/permission.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UserService } from './user.service.js';

const idParams = z.object({ id: z.string() });

export interface UserRouteOptions {
  users: UserService;
  auth: AuthService;
  authorOptions: () => Promise<{ _id: string; name: string }[]>;
}

export const userRoutes: FastifyPluginAsyncZod<UserRouteOptions> = async (app, { users, auth, authorOptions }) => {
  app.get(
    '/user/options',
    {
      schema: {
        tags: ['user'],
        summary: 'Active users as {_id, name}, for the author select of content forms',
        response: { 200: dataOf(z.array(z.object({ _id: z.string(), name: z.string() }))) },
      },
      config: {
        permission: {
          anyOf: [
            { resource: 'User', actions: ['Read'] },
            { resource: 'Cms', actions: ['Write', 'Edit', 'EditOwn'] },
          ],
        },
      },
    },
    async () => ({ data: await authorOptions() }),
  );

  app.get(
    '/user/me',
    {
      schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: dataOf(meSchema) } },
      config: { permission: { signedIn: true } },
    },
    async (request) => {
      const me = await auth.me(actorOf(request));
      if (!me) throw unauthorized();
      return { data: me };
    },
  );

  app.get(
    '/user',
    {
      schema: { tags: ['user'], querystring: listQuerySchema, response: { 200: dataOf(pageOf(userSchema)) } },
      config: { permission: { resource: 'User', actions: ['Read'] } },
    },
    async (request) => ({ data: await users.findUsers(request.query) }),
  );

  app.get(
    '/user/:id',
    {
      schema: { tags: ['user'], params: idParams, response: { 200: dataOf(userSchema) } },
      config: { permission: { resource: 'User', actions: ['Read', 'Edit'] } },
    },
    async (request) => ({ data: await users.getUser(request.params.id) }),
  );

  app.post(
    '/user',
    {
      schema: { tags: ['user'], body: userCreateSchema, response: { 201: dataOf(userSchema) } },
      config: { permission: { resource: 'User', actions: ['Write'] } },
    },
    async (request, reply) => {
      const user = await users.createUser(actorOf(request), request.body);
      return reply.status(201).send({ data: user });
    },
  );

  app.patch(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'Own profile or password, or (with User: Edit) another user: edit, password, block',
        body: userPatchSchema,
        response: { 200: z.object({ data: userSchema, token: z.string().optional() }) },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { user, passwordChanged } = await users.updateUser(actor, request.body);
      // A password change revokes every token, this caller's too: hand it a fresh one.
      if (passwordChanged && user._id === actor.id) {
        const token = await auth.reissue(actor.id);
        if (!token) throw notFound();
        return { data: user, token };
      }
      return { data: user };
    },
  );
};
