import { z } from 'zod';
import { categoryCreateSchema, categoryNodeSchema, categorySchema, categoryUpdateSchema } from './category.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { categoryReaders } from './read-rights.js';

export const categoryEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/category/',
    tag: 'category',
    summary: 'The category tree',
    permission: categoryReaders,
    data: z.array(categoryNodeSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/category/list',
    tag: 'category',
    summary: 'Every category, flat',
    permission: categoryReaders,
    data: z.array(categorySchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/category/create',
    tag: 'category',
    permission: { resource: 'Category', actions: ['Write'] },
    body: categoryCreateSchema,
    data: categorySchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/category/:id',
    tag: 'category',
    permission: { resource: 'Category', actions: ['Edit'] },
    params: idPathParams,
    body: categoryUpdateSchema,
    data: categorySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/category/:id',
    tag: 'category',
    summary: 'Remove a category with no children and no content',
    permission: { resource: 'Category', actions: ['Remove'] },
    params: idPathParams,
    data: null,
  }),
} as const satisfies Record<string, Endpoint>;
