import { previewLinkSchema, previewQuerySchema } from './cms.js';
import { pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import {
  layoutCandidatesQuerySchema,
  layoutItemSchema,
  layoutParamsSchema,
  layoutPatchSchema,
  layoutPreviewSchema,
  layoutSchema,
} from './layout.js';
import { readRight } from './read-rights.js';

export const layoutEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/layout/:name',
    tag: 'layout',
    summary: "A layout ('home') with its items, categories and sections filled in",
    permission: readRight('Layout'),
    params: layoutParamsSchema,
    data: layoutSchema,
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/layout/candidates',
    tag: 'layout',
    summary: 'Published items a manager can pick, newest first: search, category and type on the server',
    permission: readRight('Layout'),
    query: layoutCandidatesQuerySchema,
    data: pageOf(layoutItemSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/layout/:id',
    tag: 'layout',
    summary: "Save one manager's part of the layout; the parts left out stay as they are",
    permission: { resource: 'Layout', actions: ['Edit'] },
    params: idPathParams,
    body: layoutPatchSchema,
    data: layoutSchema,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/layout/:id/preview',
    tag: 'layout',
    summary:
      "A short-lived link to the whole home page with a manager's unsaved part: the built-in preview, or the public site's with `?preview=` when PUBLIC_SITE_URL is set",
    permission: readRight('Layout'),
    params: idPathParams,
    query: previewQuerySchema,
    body: layoutPreviewSchema,
    data: previewLinkSchema,
  }),
} as const satisfies Record<string, Endpoint>;
