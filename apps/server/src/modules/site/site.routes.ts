import { dataOf, siteDetailSchema } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService } from './site.service.js';

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/site-management/siteDetail',
    {
      schema: {
        tags: ['site'],
        summary: 'Tab title, favicon and logo; defaults until site details are saved',
        response: { 200: dataOf(siteDetailSchema) },
      },
      // The sign-in screen shows the site's title and logo before anyone signs in.
      config: { permission: { public: true } },
    },
    async () => ({ data: await site.getSiteDetail() }),
  );
};
