import { endpoints } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';

export const healthRoutes: FastifyPluginAsyncZod<{ check: () => Promise<void> }> = async (app, { check }) => {
  route(app, endpoints.health.check, async () => {
    await check();
    return { data: { status: 'ok' as const } };
  });
};
