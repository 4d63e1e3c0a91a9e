import { endpoints } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { MetricsService } from './metrics.service.js';

const api = endpoints.metrics;

export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: MetricsService }> = async (app, { metrics }) => {
  route(app, api.recordWebVital, async (request) => metrics.recordWebVital(request.body, null), {
    // Sent from the sign-in screen too: limited per address.
    rateLimit: { max: 120, timeWindow: '1 minute' },
  });
  route(app, api.webVitalSummary, async () => ({ data: await metrics.summarizeWebVitals() }));
};
