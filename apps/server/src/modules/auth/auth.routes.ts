import { endpoints } from '@masthead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { AuthService } from './auth.service.js';

const api = endpoints.auth;

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  route(app, api.login, async (request) => ({ data: await auth.login(request.body, request.ip) }));
  route(app, api.logout, async (request) => {
    await auth.logout((request.headers.authorization ?? '').slice('Bearer '.length).trim());
  });
};
