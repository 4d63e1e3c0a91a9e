import { endpoints, WEB_VITAL_BEACONS_PER_MINUTE } from '@masthead/contract';
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
        route(app, api.recordWebVital, async (request) => metrics.recordWebVital(request.body, null), {
          // Sent from the sign-in screen too: limited per address.
          rateLimit: { max: 120, timeWindow: '1 minute' },
        });
        route(app, api.recordWebVitals, async (request) => metrics.recordWebVitals(request.body.vitals, null), {
          rateLimit: { max: WEB_VITAL_BEACONS_PER_MINUTE, timeWindow: '1 minute' },
        });
        route(app, api.webVitalSummary, async () => ({ data: await metrics.summarizeWebVitals() }));
      },
    };
  },
});
