import { loginResultSchema, loginSchema } from './auth.js';
import { type Endpoint, endpoint } from './endpoint.js';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Sign in with e-mail and password',
    permission: { public: true },
    body: loginSchema,
    audit: 'signIn',
    data: loginResultSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out: the token of this session stops working at once (other sessions go on)',
    permission: { signedIn: true },
    data: null,
  }),
} as const satisfies Record<string, Endpoint>;
