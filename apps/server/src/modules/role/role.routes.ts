import { dataOf, listQuerySchema, pageOf, roleCreateSchema, roleSchema, roleUpdateSchema } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/permission.js';
import type { RoleService } from './role.service.js';

const idParams = z.object({ id: z.string() });
const roleListQuery = listQuerySchema.extend({ status: z.enum(['Enable', 'Disable']).optional() });

export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  app.get(
    '/role',
    {
      schema: {
        tags: ['role'],
        summary: 'A page of roles, or every role of a status (`status=Enable` for option lists)',
        querystring: roleListQuery,
        response: { 200: dataOf(pageOf(roleSchema)) },
      },
      // The user form lists enabled roles, so whoever manages users may read them too.
      config: {
        permission: {
          anyOf: [
            { resource: 'Role', actions: ['Read'] },
            { resource: 'User', actions: ['Write', 'Edit'] },
          ],
        },
      },
    },
    async (request) => ({ data: await roles.findRoles(request.query) }),
  );

  app.get(
    '/role/:id',
    {
      schema: { tags: ['role'], params: idParams, response: { 200: dataOf(roleSchema) } },
      config: { permission: { resource: 'Role', actions: ['Read', 'Edit'] } },
    },
    async (request) => ({ data: await roles.getRole(request.params.id) }),
  );

  app.post(
    '/role/create',
    {
      schema: { tags: ['role'], body: roleCreateSchema, response: { 201: dataOf(roleSchema) } },
      config: { permission: { resource: 'Role', actions: ['Write'] } },
    },
    async (request, reply) => reply.status(201).send({ data: await roles.createRole(actorOf(request), request.body) }),
  );

  app.patch(
    '/role/:id',
    {
      schema: { tags: ['role'], params: idParams, body: roleUpdateSchema, response: { 200: dataOf(roleSchema) } },
      config: { permission: { resource: 'Role', actions: ['Edit'] } },
    },
    async (request) => ({ data: await roles.updateRole(actorOf(request), request.params.id, request.body) }),
  );
};
