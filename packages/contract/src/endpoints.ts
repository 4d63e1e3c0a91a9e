import { advertisementEndpoints } from './advertisement.endpoints.js';
import { assetEndpoints } from './asset.endpoints.js';
import { auditEndpoints } from './audit.endpoints.js';
import { authEndpoints } from './auth.endpoints.js';
import { breakingNewsEndpoints } from './breaking-news.endpoints.js';
import { categoryEndpoints } from './category.endpoints.js';
import { clientEndpoints } from './client.endpoints.js';
import { cmsEndpoints } from './cms.endpoints.js';
import { dashboardEndpoints } from './dashboard.endpoints.js';
import type { Endpoint } from './endpoint.js';
import { epaperEndpoints } from './epaper.endpoints.js';
import { healthEndpoints } from './health.endpoints.js';
import { layoutEndpoints } from './layout.endpoints.js';
import { menuEndpoints } from './menu.endpoints.js';
import { metricsEndpoints } from './metrics.endpoints.js';
import { noteEndpoints } from './note.endpoints.js';
import { notificationEndpoints } from './notification.endpoints.js';
import { publicEndpoints } from './public.endpoints.js';
import { redirectEndpoints } from './redirect.endpoints.js';
import { roleEndpoints } from './role.endpoints.js';
import { siteEndpoints } from './site.endpoints.js';
import { userEndpoints } from './user.endpoints.js';

/**
 * The API, one entry per call (SPEC §7), each group declared beside its feature's schemas
 * (`<feature>.endpoints.ts`). The server registers exactly these routes, the browser calls them
 * through `callApi`, and the OpenAPI document at /api/docs is made from them. The order is the
 * catalogue snapshot's.
 */
export const endpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  user: userEndpoints,
  role: roleEndpoints,
  asset: assetEndpoints,
  site: siteEndpoints,
  metrics: metricsEndpoints,
  category: categoryEndpoints,
  /** The live working copies are served over WebSocket (`collab-socket.ts`, the Yjs protocols, not REST). */
  collab: {},
  cms: cmsEndpoints,
  note: noteEndpoints,
  notification: notificationEndpoints,
  breakingNews: breakingNewsEndpoints,
  client: clientEndpoints,
  advertisement: advertisementEndpoints,
  epaper: epaperEndpoints,
  redirect: redirectEndpoints,
  audit: auditEndpoints,
  dashboard: dashboardEndpoints,
  layout: layoutEndpoints,
  menu: menuEndpoints,
  public: publicEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, for the server's registration check and the catalogue snapshot. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
