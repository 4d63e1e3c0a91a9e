import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { readRight } from './read-rights.js';
import { siteDetailSchema, siteManagementSchema, siteUpdateSchema, siteWriteSchema } from './site.js';

export const siteEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/site-management/siteDetail',
    tag: 'site',
    summary: 'Tab title, favicon and logo; defaults until site details are saved',
    // The sign-in screen shows the site's title and logo before anyone signs in.
    permission: { public: true },
    data: siteDetailSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/site-management',
    tag: 'site',
    summary: 'Every site setting, for the Site Management form; `_id` is null until they are first saved',
    permission: readRight('Site'),
    data: siteManagementSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/site-management',
    tag: 'site',
    summary: 'The first save of the site settings (later ones change them)',
    permission: { resource: 'Site', actions: ['Edit'] },
    body: siteWriteSchema,
    data: siteManagementSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/site-management/:id',
    tag: 'site',
    permission: { resource: 'Site', actions: ['Edit'] },
    params: idPathParams,
    body: siteUpdateSchema,
    data: siteManagementSchema,
  }),
} as const satisfies Record<string, Endpoint>;
