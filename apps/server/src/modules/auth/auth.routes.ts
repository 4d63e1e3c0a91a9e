import { dataOf, loginResultSchema, loginSchema } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: dataOf(loginResultSchema) },
      },
      config: { permission: { public: true } },
    },
    async (request) => ({ data: await auth.login(request.body, request.ip) }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token of this session stops working at once (other sessions go on)',
        response: { 204: z.null().describe('Signed out') },
      },
      config: { permission: { signedIn: true } },
    },
    async (request, reply) => {
      await auth.logout((request.headers.authorization ?? '').slice('Bearer '.length).trim());
      return reply.code(204).send(null);
    },
  );
};
