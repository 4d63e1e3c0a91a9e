import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod<{ check: () => Promise<void> }> = async (app, { check }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) } },
      config: { permission: { public: true } },
    },
    async () => {
      await check();
      return { data: { status: 'ok' as const } };
    },
  );
};
