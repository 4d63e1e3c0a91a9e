import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { breakingNewsRepo } from './breaking-news.repo.js';
import { breakingNewsService } from './breaking-news.service.js';

const api = endpoints.breakingNews;

export const breakingNewsModule = defineModule({
  name: 'breakingNews',
  create({ db }) {
    const news = breakingNewsService(breakingNewsRepo(db));
    return {
      api(app) {
        route(app, api.list, async (request) => ({ data: await news.findBreakingNews(request.query) }));
        route(app, api.create, async (request) => ({
          data: await news.createBreakingNews(actorOf(request), request.body),
        }));
        route(app, api.update, async (request) => ({
          data: await news.updateBreakingNews(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.delete, async (request) => news.deleteBreakingNews(request.params.id));
      },
    };
  },
});
