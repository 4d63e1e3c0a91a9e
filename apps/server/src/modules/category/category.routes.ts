import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { assetFace } from '../asset/asset.face.js';
import { defineModule } from '../registry.js';
import { categoryFace } from './category.face.js';
import { categoryRepo } from './category.repo.js';
import { categoryService } from './category.service.js';

const api = endpoints.category;

export const categoryModule = defineModule({
  name: 'category',
  offers: categoryFace,
  needs: { assets: assetFace },
  create({ db }, { assets }) {
    const repo = categoryRepo(db);
    const categories = categoryService(repo, assets.requireAssets);
    return {
      face: { existingIds: repo.existingIds },
      api(app) {
        route(app, api.tree, async () => ({ data: await categories.findTree() }));
        route(app, api.list, async () => ({ data: await categories.findList() }));
        route(app, api.create, async (request) => ({
          data: await categories.createCategory(actorOf(request), request.body),
        }));
        route(app, api.update, async (request) => ({
          data: await categories.updateCategory(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.delete, async (request) => categories.removeCategory(request.params.id));
      },
    };
  },
});
