import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { defineModule } from '../registry.js';

const api = endpoints.auth;

export const authModule = defineModule({
  name: 'auth',
  api(app, { auth }) {
    route(app, api.login, async (request) => ({ data: await auth.login(request.body, request.ip) }));
    route(app, api.logout, async (request) => {
      await auth.logout((request.headers.authorization ?? '').slice('Bearer '.length).trim());
    });
  },
});
