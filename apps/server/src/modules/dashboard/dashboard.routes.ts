import { can, type Dashboard, endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { dashboardRepo } from './dashboard.repo.js';

/** Whoever may open content may see where it stands. */
const contentReaders = ['Read', 'Write', 'Edit', 'EditOwn', 'Publish'] as const;

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
            can(actor, 'BreakingNews', ['Read']) ? repo.breakingNews() : null,
            can(actor, 'Layout', ['Read']) ? repo.homePage() : null,
          ]);
          Object.assign(dashboard, { review, breakingNews, homePage });
          if (can(actor, 'Cms', contentReaders)) {
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
