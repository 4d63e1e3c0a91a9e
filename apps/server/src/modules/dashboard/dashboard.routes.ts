import { can, type Dashboard, endpoints, mayRead } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { dashboardReads } from '../../read-models/dashboard.js';
import { defineModule } from '../registry.js';

export const dashboardModule = defineModule({
  name: 'dashboard',
  create({ db }) {
    const reads = dashboardReads(db);
    return {
      api(app) {
        route(app, endpoints.dashboard.get, async (request) => {
          const actor = actorOf(request);
          const dashboard: Dashboard = { review: null, breakingNews: null, homePage: null, content: null };
          const [review, breakingNews, homePage] = await Promise.all([
            can(actor, 'Cms', ['Publish']) ? reads.review() : null,
            mayRead(actor, 'BreakingNews') ? reads.breakingNews() : null,
            mayRead(actor, 'Layout') ? reads.homePage() : null,
          ]);
          Object.assign(dashboard, { review, breakingNews, homePage });
          // Whoever may open content may see where it stands.
          if (mayRead(actor, 'Cms')) {
            const [myDrafts, counts, pendingChanges, scheduled, recentlyPublished] = await Promise.all([
              reads.myDrafts(actor.id),
              reads.counts(),
              reads.pendingChanges(),
              reads.scheduled(),
              reads.recentlyPublished(),
            ]);
            dashboard.content = { myDrafts, counts, pendingChanges, scheduled, recentlyPublished };
          }
          return { data: dashboard };
        });
      },
    };
  },
});
