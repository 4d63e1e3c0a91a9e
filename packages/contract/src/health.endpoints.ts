import { z } from 'zod';
import { type Endpoint, endpoint } from './endpoint.js';

export const healthEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    tag: 'health',
    summary: 'The server and its database answer',
    permission: { public: true },
    data: z.object({ status: z.literal('ok') }),
  }),
} as const satisfies Record<string, Endpoint>;
