import { type Asset, endpoints, messages } from '@masthead/contract';
import { AppError, badRequest } from '../../lib/errors.js';
import { type Api, route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import type { Storage } from '../../storage/storage.js';
import { defineModule } from '../registry.js';
import { assetFace } from './asset.face.js';
import { type AssetRepo, assetRepo } from './asset.repo.js';
import { assetService } from './asset.service.js';
import { pdfRenderer } from './pdf-pages.js';
import { requireAssetsFrom } from './require-assets.js';

const api = endpoints.asset;

/** A failure while reading the multipart body: the sender's fault unless the framework says otherwise. */
function partsFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return badRequest(messages.oneFileAtATime, { file: messages.oneFileAtATime });
  if (statusCode) return error;
  return badRequest(messages.uploadBroken, { file: messages.uploadBroken });
}

export const assetModule = defineModule({
  name: 'asset',
  offers: assetFace,
  create({ db, storage }) {
    const repo = assetRepo(db);
    return {
      face: { requireAssets: requireAssetsFrom(repo), fileTypes: repo.fileTypes },
      api(app) {
        assetRoutes(app, repo, storage);
      },
    };
  },
});

/** Uploads (PDFs rendered by workers closed with the app) and reads of a file's record. */
function assetRoutes(app: Api, repo: AssetRepo, storage: Storage): void {
  const pdfs = pdfRenderer();
  app.addHook('onClose', () => pdfs.close());
  const assets = assetService(repo, storage, pdfs);
  // Limited per user by the limit its endpoint names, counted before the body is read.
  route(app, api.upload, async (request) => {
    if (!request.isMultipart()) throw badRequest(messages.fileRequired, { file: messages.fileRequired });
    const fields: { name?: string; tag?: string } = {};
    let asset: Asset | null = null;
    const parts = request.parts()[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await parts.next().catch((error: unknown) => {
          throw partsFailure(error);
        });
        if (next.done) break;
        const part = next.value;
        if (part.type === 'field') {
          if (part.fieldname === 'name' || part.fieldname === 'tag') fields[part.fieldname] = String(part.value);
        } else if (part.fieldname !== 'file') {
          part.file.resume();
        } else if (asset) {
          throw badRequest(messages.oneFileAtATime, { file: messages.oneFileAtATime });
        } else {
          asset = await assets.upload(actorOf(request), { stream: part.file, filename: part.filename }, fields);
        }
      }
    } catch (error) {
      // The request failed after its file was kept: nothing of it may stay.
      if (asset) await assets.withdraw(asset._id);
      throw error;
    }
    if (!asset) throw badRequest(messages.fileRequired, { file: messages.fileRequired });
    return { data: asset };
  });
  route(app, api.get, async (request) => ({ data: await assets.getAsset(request.params.id) }));
}
