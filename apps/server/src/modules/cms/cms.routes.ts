import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { endpoints, idPathParams, previewQuerySchema } from '@masthead/contract';
import { z } from 'zod';
import { startRevisionThinning } from '../../jobs/revision-thinning.js';
import { startScheduledPublishing } from '../../jobs/scheduled-publishing.js';
import { contentSavedHub } from '../../lib/content-saved.js';
import { PREVIEW_PAGE_POLICY } from '../../lib/html.js';
import { type Api, route } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { actorOf } from '../../plugins/permission.js';
import { assetFace } from '../asset/asset.face.js';
import { categoryFace } from '../category/category.face.js';
import { notificationFace } from '../notification/notification.face.js';
import { defineModule } from '../registry.js';
import { userFace } from '../user/user.face.js';
import { cmsFace } from './cms.face.js';
import { cmsRepo } from './cms.repo.js';
import { type CmsService, cmsService } from './cms.service.js';
import { renderPreview } from './preview.js';
import { revisionRepo } from './revision.repo.js';

const api = endpoints.cms;
const PREVIEW_TTL_SECONDS = 15 * 60;

const require = createRequire(import.meta.url);

function cmsRoutes(app: Api, cms: CmsService, tokens: TokenService, publicSiteUrl: string | null): void {
  route(app, api.list, async (request) => ({ data: await cms.findItems(request.query) }));
  route(app, api.get, async (request) => ({ data: await cms.getItem(request.params.id) }));
  route(app, api.notification, async (request) => ({ data: { count: await cms.countNeedReview(actorOf(request)) } }));
  route(app, api.create, async (request) => ({ data: await cms.createItem(actorOf(request), request.body) }));
  route(app, api.update, async (request) => ({
    data: await cms.updateItem(actorOf(request), request.params.id, request.body),
  }));
  route(app, api.trash, async (request) => cms.trashItem(actorOf(request), request.params.id));
  route(app, api.restore, async (request) => ({ data: await cms.restoreItem(actorOf(request), request.params.id) }));
  route(app, api.purge, async (request) => cms.purgeItem(actorOf(request), request.params.id));
  route(app, api.counts, async (request) => ({ data: await cms.counts(request.query.type) }));
  route(app, api.tags, async (request) => ({ data: await cms.tagSuggestions(request.query.search) }));
  route(app, api.bulk, async (request) => ({ data: await cms.bulk(actorOf(request), request.body) }));
  route(app, api.history, async (request) => ({ data: await cms.history(request.params.id) }));
  route(app, api.revision, async (request) => ({
    data: await cms.getRevision(request.params.id, request.params.revision),
  }));
  route(app, api.restoreRevision, async (request) => ({
    data: await cms.restoreRevision(
      actorOf(request),
      request.params.id,
      request.params.revision,
      request.body.updatedAt,
    ),
  }));
  route(app, api.approveChange, async (request) => ({
    data: await cms.approveChange(actorOf(request), request.params.id, request.params.revision),
  }));
  route(app, api.rejectChange, async (request) => ({
    data: await cms.rejectChange(actorOf(request), request.params.id, request.params.revision, request.body.note),
  }));
  route(app, api.preview, async (request) => {
    const item = await cms.getItem(request.params.id);
    const token = await tokens.signPreview(item._id, PREVIEW_TTL_SECONDS);
    const expiresAt = new Date(Date.now() + PREVIEW_TTL_SECONDS * 1000).toISOString();
    const url = publicSiteUrl
      ? `${publicSiteUrl.replace(/\/$/, '')}/preview/${encodeURIComponent(item.permaLink)}?token=${token}`
      : `/preview/${item._id}?token=${token}${request.query.tz === undefined ? '' : `&tz=${request.query.tz}`}`;
    return { data: { url, expiresAt } };
  });
}

/** The built-in preview page, outside /api: a valid preview token is the only way in. */
function previewPageRoutes(app: Api, cms: CmsService, tokens: TokenService): void {
  app.get(
    '/preview/:id',
    {
      schema: {
        hide: true,
        params: idPathParams,
        querystring: previewQuerySchema.extend({ token: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const itemId = request.query.token ? await tokens.verifyPreview(request.query.token) : null;
      reply
        .header('Content-Security-Policy', PREVIEW_PAGE_POLICY)
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
}

export const cmsModule = defineModule({
  name: 'cms',
  offers: cmsFace,
  needs: { assets: assetFace, notifications: notificationFace, categories: categoryFace, users: userFace },
  create({ db, database, tokens, config }, { assets, notifications, categories, users }) {
    const repo = cmsRepo(db, database.readCache);
    const saves = contentSavedHub();
    // One content service, shared by its endpoints, its preview page and its jobs.
    const references = {
      requireAssets: assets.requireAssets,
      existingCategories: categories.existingIds,
      existingUsers: users.existingIds,
    };
    const cms = cmsService(repo, revisionRepo(db), references, undefined, saves.announce, notifications.tell);
    return {
      face: { onSave: saves.listen, findPage: repo.findPage },
      api(app) {
        cmsRoutes(app, cms, tokens, config.publicSiteUrl);
      },
      async app(app) {
        previewPageRoutes(app, cms, tokens);
        // The preview page's formulas.
        await app.register(fastifyStatic, {
          root: path.join(path.dirname(require.resolve('katex/package.json')), 'dist'),
          prefix: '/preview-assets/katex/',
          decorateReply: false,
          wildcard: true,
          index: false,
        });
        if (config.publishIntervalMs > 0) {
          const stop = startScheduledPublishing(cms.publishDue, config.publishIntervalMs, app.log);
          app.addHook('onClose', async () => stop());
        }
        if (config.revisionKeepDays > 0) {
          const stop = startRevisionThinning(() => cms.thinRevisions(config.revisionKeepDays), app.log);
          app.addHook('onClose', async () => stop());
        }
      },
    };
  },
});
