import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { defineModule } from '../registry.js';
import { healthRepo } from './health.repo.js';

export const healthModule = defineModule({
  name: 'health',
  create({ db }) {
    const repo = healthRepo(db);
    return {
      api(app) {
        route(app, endpoints.health.check, async () => {
          await repo.ping();
          return { data: { status: 'ok' as const } };
        });
      },
    };
  },
});
