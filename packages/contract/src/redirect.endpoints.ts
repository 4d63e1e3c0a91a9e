import { listQuerySchema, pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { readRight } from './read-rights.js';
import {
  notFoundPathSchema,
  publicRedirectQuerySchema,
  publicRedirectSchema,
  redirectCreateSchema,
  redirectImportReportSchema,
  redirectImportSchema,
  redirectListQuerySchema,
  redirectSchema,
  redirectUpdateSchema,
} from './redirect.js';

export const redirectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/redirect-url',
    tag: 'redirect-url',
    summary:
      'A page of redirects, newest first, with hits, last hit and any chain they start; `search` matches either address',
    permission: readRight('RedirectUrl'),
    query: redirectListQuerySchema,
    data: pageOf(redirectSchema),
  }),
  notFound: endpoint({
    method: 'GET',
    path: '/redirect-url/not-found',
    tag: 'redirect-url',
    summary: 'Paths the public site asked for that nothing answered, most asked first',
    permission: readRight('RedirectUrl'),
    query: listQuerySchema,
    data: pageOf(notFoundPathSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/redirect-url/:id',
    tag: 'redirect-url',
    permission: readRight('RedirectUrl'),
    params: idPathParams,
    data: redirectSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/redirect-url',
    tag: 'redirect-url',
    summary: 'A new redirect; one that would loop is refused, naming the loop',
    permission: { resource: 'RedirectUrl', actions: ['Write'] },
    body: redirectCreateSchema,
    data: redirectSchema,
    status: 201,
  }),
  import: endpoint({
    method: 'POST',
    path: '/redirect-url/import',
    tag: 'redirect-url',
    summary: 'Adds the redirects of a CSV (old, new, code), each row on its own; answers a report per row',
    permission: { resource: 'RedirectUrl', actions: ['Write'] },
    body: redirectImportSchema,
    data: redirectImportReportSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/redirect-url/:id',
    tag: 'redirect-url',
    permission: { resource: 'RedirectUrl', actions: ['Edit'] },
    params: idPathParams,
    body: redirectUpdateSchema,
    data: redirectSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/redirect-url/:id',
    tag: 'redirect-url',
    permission: { resource: 'RedirectUrl', actions: ['Remove'] },
    params: idPathParams,
    data: null,
  }),
  resolve: endpoint({
    method: 'GET',
    path: '/public/redirect',
    tag: 'public',
    summary:
      "Where an old path goes, if anywhere, for a public site or an edge worker: one lookup in memory; a miss is logged for the editors' 404 list",
    permission: { public: true },
    query: publicRedirectQuerySchema,
    data: publicRedirectSchema,
  }),
} as const satisfies Record<string, Endpoint>;
