import {
  categoryCreateSchema,
  categoryNodeSchema,
  categorySchema,
  categoryUpdateSchema,
  dataOf,
} from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CategoryService } from './category.service.js';

const idParams = z.object({ id: z.string() });
/** Content forms pick categories, so their writers may read the list too. */
const readers = {
  anyOf: [
    { resource: 'Category', actions: ['Read'] },
    { resource: 'Cms', actions: ['Read', 'Write', 'Edit', 'EditOwn'] },
  ],
} as const;

export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (app, { categories }) => {
  app.get(
    '/category/',
    {
      schema: {
        tags: ['category'],
        summary: 'The category tree',
        response: { 200: dataOf(z.array(categoryNodeSchema)) },
      },
      config: { permission: readers },
    },
    async () => ({ data: await categories.findTree() }),
  );

  app.get(
    '/category/list',
    {
      schema: {
        tags: ['category'],
        summary: 'Every category, flat',
        response: { 200: dataOf(z.array(categorySchema)) },
      },
      config: { permission: readers },
    },
    async () => ({ data: await categories.findList() }),
  );

  app.post(
    '/category/create',
    {
      schema: { tags: ['category'], body: categoryCreateSchema, response: { 201: dataOf(categorySchema) } },
      config: { permission: { resource: 'Category', actions: ['Write'] } },
    },
    async (request, reply) => reply.status(201).send({ data: await categories.createCategory(request.body) }),
  );

  app.patch(
    '/category/:id',
    {
      schema: {
        tags: ['category'],
        params: idParams,
        body: categoryUpdateSchema,
        response: { 200: dataOf(categorySchema) },
      },
      config: { permission: { resource: 'Category', actions: ['Edit'] } },
    },
    async (request) => ({ data: await categories.updateCategory(request.params.id, request.body) }),
  );

  app.delete(
    '/category/:id',
    {
      schema: { tags: ['category'], summary: 'Remove a category with no children and no content', params: idParams },
      config: { permission: { resource: 'Category', actions: ['Remove'] } },
    },
    async (request, reply) => {
      await categories.removeCategory(request.params.id);
      return reply.status(204).send();
    },
  );
};
