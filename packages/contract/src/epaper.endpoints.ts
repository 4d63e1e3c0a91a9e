import { pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import {
  epaperListItemSchema,
  epaperListQuerySchema,
  epaperPatchSchema,
  epaperSchema,
  epaperWriteSchema,
} from './epaper.js';
import { readRight } from './read-rights.js';

export const epaperEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/epaper',
    tag: 'epaper',
    summary:
      'A page of e-papers, newest first; `search` finds words printed inside an edition, `date` (a day in `tz`) one created or published that day',
    permission: readRight('Epaper'),
    query: epaperListQuerySchema,
    data: pageOf(epaperListItemSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/epaper/detail/:id',
    tag: 'epaper',
    summary: 'An e-paper with its PDF and pages',
    permission: readRight('Epaper'),
    params: idPathParams,
    data: epaperSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/epaper/create',
    tag: 'epaper',
    summary:
      "A new e-paper: a draft needs a title; `status: 'Published'` needs SEO title and description, the PDF and the publish date, and without the Publish right waits in Need Review",
    permission: { resource: 'Epaper', actions: ['Write'] },
    body: epaperWriteSchema,
    data: epaperSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/epaper/:id',
    tag: 'epaper',
    summary: "Edit, publish (`status: 'Published'`) or un-publish (`status: 'Draft'`) an e-paper",
    permission: { resource: 'Epaper', actions: ['Edit', 'EditOwn', 'Publish'] },
    params: idPathParams,
    body: epaperPatchSchema,
    data: epaperSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/epaper/:id',
    tag: 'epaper',
    permission: { resource: 'Epaper', actions: ['Remove'] },
    params: idPathParams,
    data: null,
  }),
} as const satisfies Record<string, Endpoint>;
