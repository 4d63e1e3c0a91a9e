import {
  cmsItemSchema,
  cmsListItemSchema,
  cmsListQuerySchema,
  cmsPatchSchema,
  cmsWriteSchema,
  dataOf,
  notificationSchema,
  pageOf,
  previewQuerySchema,
} from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenService } from '../../lib/tokens.js';
import { actorOf } from '../../plugins/permission.js';
import type { CmsService } from './cms.service.js';
import { renderPreview } from './preview.js';

const idParams = z.object({ id: z.string() });
const readers = { resource: 'Cms', actions: ['Read', 'Write', 'Edit', 'EditOwn', 'Publish'] } as const;
const PREVIEW_TTL_SECONDS = 15 * 60;

export interface CmsRouteOptions {
  cms: CmsService;
  tokens: TokenService;
  publicSiteUrl: string | null;
}

export const cmsRoutes: FastifyPluginAsyncZod<CmsRouteOptions> = async (app, { cms, tokens, publicSiteUrl }) => {
  app.get(
    '/cms',
    {
      schema: {
        tags: ['cms'],
        summary: 'A page of content, newest first (ranked when searching)',
        querystring: cmsListQuerySchema,
        response: { 200: dataOf(pageOf(cmsListItemSchema)) },
      },
      config: { permission: readers },
    },
    async (request) => ({ data: await cms.findItems(request.query) }),
  );

  app.get(
    '/cms/detail/:id',
    {
      schema: { tags: ['cms'], params: idParams, response: { 200: dataOf(cmsItemSchema) } },
      config: { permission: readers },
    },
    async (request) => ({ data: await cms.getItem(request.params.id) }),
  );

  app.get(
    '/cms/notification',
    {
      schema: {
        tags: ['cms'],
        summary: 'How many items wait in Need Review',
        response: { 200: dataOf(notificationSchema) },
      },
      config: { permission: readers },
    },
    async () => ({ data: { count: await cms.countNeedReview() } }),
  );

  app.post(
    '/cms/create',
    {
      schema: { tags: ['cms'], body: cmsWriteSchema, response: { 201: dataOf(cmsItemSchema) } },
      config: { permission: { resource: 'Cms', actions: ['Write'] } },
    },
    async (request, reply) => reply.status(201).send({ data: await cms.createItem(actorOf(request), request.body) }),
  );

  app.patch(
    '/cms/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Save an item, or change its status (publish, approve, reject, retract)',
        params: idParams,
        body: cmsPatchSchema,
        response: { 200: dataOf(cmsItemSchema) },
      },
      config: { permission: { resource: 'Cms', actions: ['Edit', 'EditOwn', 'Publish'] } },
    },
    async (request) => ({ data: await cms.updateItem(actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/cms/:id',
    {
      schema: { tags: ['cms'], summary: 'Move an item to the trash', params: idParams },
      config: { permission: { resource: 'Cms', actions: ['Remove'] } },
    },
    async (request, reply) => {
      await cms.trashItem(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/cms/:id/restore',
    {
      schema: {
        tags: ['cms'],
        summary: 'Bring an item back from the trash',
        params: idParams,
        response: { 200: dataOf(cmsItemSchema) },
      },
      config: { permission: { resource: 'Cms', actions: ['Remove'] } },
    },
    async (request) => ({ data: await cms.restoreItem(actorOf(request), request.params.id) }),
  );

  app.delete(
    '/cms/:id/purge',
    {
      schema: { tags: ['cms'], summary: 'Delete a trashed item for good', params: idParams },
      config: { permission: { resource: 'Cms', actions: ['Remove'] } },
    },
    async (request, reply) => {
      await cms.purgeItem(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/cms/:id/preview',
    {
      schema: {
        tags: ['cms'],
        summary: 'A short-lived link to the preview of an item',
        params: idParams,
        querystring: previewQuerySchema,
        response: { 200: dataOf(z.object({ url: z.string(), expiresAt: z.string() })) },
      },
      config: { permission: readers },
    },
    async (request) => {
      const item = await cms.getItem(request.params.id);
      const token = await tokens.signPreview(item._id, PREVIEW_TTL_SECONDS);
      const expiresAt = new Date(Date.now() + PREVIEW_TTL_SECONDS * 1000).toISOString();
      const url = publicSiteUrl
        ? `${publicSiteUrl.replace(/\/$/, '')}/preview/${encodeURIComponent(item.permaLink)}?token=${token}`
        : `/preview/${item._id}?token=${token}${request.query.tz === undefined ? '' : `&tz=${request.query.tz}`}`;
      return { data: { url, expiresAt } };
    },
  );
};

/** The built-in preview page, outside /api: a valid preview token is the only way in. */
export const previewPageRoutes: FastifyPluginAsyncZod<{ cms: CmsService; tokens: TokenService }> = async (
  app,
  { cms, tokens },
) => {
  app.get(
    '/preview/:id',
    {
      schema: {
        hide: true,
        params: idParams,
        querystring: previewQuerySchema.extend({ token: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const itemId = request.query.token ? await tokens.verifyPreview(request.query.token) : null;
      reply
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'",
        )
        .header('Cache-Control', 'no-store')
        .type('text/html');
      if (!itemId || itemId !== request.params.id) {
        return reply
          .status(401)
          .send(
            '<!doctype html><title>Preview link expired</title><p>This preview link is not valid or has expired. Open the preview again from the editor.</p>',
          );
      }
      return renderPreview(await cms.getItem(itemId), request.query.tz);
    },
  );
};
