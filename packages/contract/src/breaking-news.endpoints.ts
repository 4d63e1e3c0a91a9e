import {
  breakingNewsCreateSchema,
  breakingNewsListQuerySchema,
  breakingNewsSchema,
  breakingNewsUpdateSchema,
} from './breaking-news.js';
import { pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { readRight } from './read-rights.js';

export const breakingNewsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/breaking-news',
    tag: 'breaking-news',
    summary: 'A page of breaking news, newest first',
    permission: readRight('BreakingNews'),
    query: breakingNewsListQuerySchema,
    data: pageOf(breakingNewsSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/breaking-news',
    tag: 'breaking-news',
    permission: { resource: 'BreakingNews', actions: ['Write'] },
    body: breakingNewsCreateSchema,
    data: breakingNewsSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/breaking-news/:id',
    tag: 'breaking-news',
    summary: 'Edit the headline or link, or switch it Active / Inactive',
    permission: { resource: 'BreakingNews', actions: ['Edit'] },
    params: idPathParams,
    body: breakingNewsUpdateSchema,
    data: breakingNewsSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/breaking-news/:id',
    tag: 'breaking-news',
    permission: { resource: 'BreakingNews', actions: ['Remove'] },
    params: idPathParams,
    data: null,
  }),
} as const satisfies Record<string, Endpoint>;
