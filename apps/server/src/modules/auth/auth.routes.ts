import { dataOf, loginResultSchema, loginSchema } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};
