import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { defineModule } from '../registry.js';
import { metricsRepo } from './metrics.repo.js';
import { metricsService } from './metrics.service.js';

const api = endpoints.metrics;

export const metricsModule = defineModule({
  name: 'metrics',
  create({ db }) {
    const metrics = metricsService(metricsRepo(db));
    return {
      api(app) {
        // Both limited per address, by the limits their endpoints name.
        route(app, api.recordWebVital, async (request) => metrics.recordWebVital(request.body, null));
        route(app, api.recordWebVitals, async (request) => metrics.recordWebVitals(request.body.vitals, null));
        route(app, api.webVitalSummary, async () => ({ data: await metrics.summarizeWebVitals() }));
      },
    };
  },
});
