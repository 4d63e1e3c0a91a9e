import { can, type Dashboard, endpoints, mayRead } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { dashboardRepo } from './dashboard.repo.js';

export const dashboardModule = defineModule({
  name: 'dashboard',
  create({ db }) {
    const repo = dashboardRepo(db);
    return {
      api(app) {
        route(app, endpoints.dashboard.get, async (request) => {
          const actor = actorOf(request);
          const dashboard: Dashboard = { review: null, breakingNews: null, homePage: null, content: null };
          const [review, breakingNews, homePage] = await Promise.all([
            can(actor, 'Cms', ['Publish']) ? repo.review() : null,
            mayRead(actor, 'BreakingNews') ? repo.breakingNews() : null,
            mayRead(actor, 'Layout') ? repo.homePage() : null,
          ]);
          Object.assign(dashboard, { review, breakingNews, homePage });
          // Whoever may open content may see where it stands.
          if (mayRead(actor, 'Cms')) {
            const [myDrafts, counts, pendingChanges, scheduled, recentlyPublished] = await Promise.all([
              repo.myDrafts(actor.id),
              repo.counts(),
              repo.pendingChanges(),
              repo.scheduled(),
              repo.recentlyPublished(),
            ]);
            dashboard.content = { myDrafts, counts, pendingChanges, scheduled, recentlyPublished };
          }
          return { data: dashboard };
        });
      },
    };
  },
});
