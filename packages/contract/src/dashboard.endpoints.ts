import { dashboardSchema } from './dashboard.js';
import { type Endpoint, endpoint } from './endpoint.js';

export const dashboardEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/dashboard',
    tag: 'dashboard',
    summary:
      "Where the day starts: one's drafts, items per status, what is scheduled and what was published last — the parts the user may read",
    permission: { signedIn: true },
    data: dashboardSchema,
  }),
} as const satisfies Record<string, Endpoint>;
