import { dataOf, webVitalSchema, webVitalSummarySchema } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MetricsService } from './metrics.service.js';

export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: MetricsService }> = async (app, { metrics }) => {
  app.post(
    '/metrics/web-vitals',
    {
      schema: { tags: ['metrics'], summary: 'Store one web-vitals measurement', body: webVitalSchema },
      // Sent from the sign-in screen too; rate limited per address.
      config: { permission: { public: true }, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await metrics.recordWebVital(request.body, null);
      return reply.status(204).send();
    },
  );

  app.get(
    '/metrics/web-vitals/summary',
    {
      schema: { tags: ['metrics'], response: { 200: dataOf(webVitalSummarySchema) } },
      config: { permission: { signedIn: true } },
    },
    async () => ({ data: await metrics.summarizeWebVitals() }),
  );
};
