import { endpoints } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import type { RoleService } from './role.service.js';

const api = endpoints.role;

export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  route(app, api.list, async (request) => ({ data: await roles.findRoles(request.query) }));
  route(app, api.get, async (request) => ({ data: await roles.getRole(request.params.id) }));
  route(app, api.create, async (request) => ({ data: await roles.createRole(actorOf(request), request.body) }));
  route(app, api.update, async (request) => ({
    data: await roles.updateRole(actorOf(request), request.params.id, request.body),
  }));
};
