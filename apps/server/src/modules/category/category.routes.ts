import { endpoints } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import type { CategoryService } from './category.service.js';

const api = endpoints.category;

export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (app, { categories }) => {
  route(app, api.tree, async () => ({ data: await categories.findTree() }));
  route(app, api.list, async () => ({ data: await categories.findList() }));
  route(app, api.create, async (request) => ({
    data: await categories.createCategory(actorOf(request), request.body),
  }));
  route(app, api.update, async (request) => ({
    data: await categories.updateCategory(actorOf(request), request.params.id, request.body),
  }));
  route(app, api.delete, async (request) => categories.removeCategory(request.params.id));
};
