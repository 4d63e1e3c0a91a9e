import { type Endpoint, endpoint } from './endpoint.js';
import { webVitalBeaconSchema, webVitalSchema, webVitalSummarySchema } from './metrics.js';

export const metricsEndpoints = {
  recordWebVital: endpoint({
    method: 'POST',
    path: '/metrics/web-vitals',
    tag: 'metrics',
    summary: 'Store one web-vitals measurement (sent from the sign-in screen too; limited per address)',
    permission: { public: true },
    body: webVitalSchema,
    data: null,
    // Measurements the browser sends by itself: not a change anyone made.
    audit: false,
    rateLimit: 'webVital',
  }),
  recordWebVitals: endpoint({
    method: 'POST',
    path: '/metrics/web-vitals/page',
    tag: 'metrics',
    summary:
      "Store one page load's web-vitals measurements at once: the admin portal's one beacon per page load (limited per address)",
    permission: { public: true },
    body: webVitalBeaconSchema,
    data: null,
    audit: false,
    rateLimit: 'webVitalBeacon',
  }),
  webVitalSummary: endpoint({
    method: 'GET',
    path: '/metrics/web-vitals/summary',
    tag: 'metrics',
    summary: "Telemetry of the admin portal's page loads: for whoever runs the site (Site: Edit)",
    permission: { resource: 'Site', actions: ['Edit'] },
    data: webVitalSummarySchema,
  }),
} as const satisfies Record<string, Endpoint>;
