import { advertisementModule } from './advertisement/advertisement.routes.js';
import { assetModule } from './asset/asset.routes.js';
import { auditModule } from './audit/audit.routes.js';
import { authModule } from './auth/auth.routes.js';
import { breakingNewsModule } from './breaking-news/breaking-news.routes.js';
import { categoryModule } from './category/category.routes.js';
import { clientModule } from './client/client.routes.js';
import { cmsModule } from './cms/cms.routes.js';
import { collabModule } from './collab/collab.routes.js';
import { dashboardModule } from './dashboard/dashboard.routes.js';
import { epaperModule } from './epaper/epaper.routes.js';
import { healthModule } from './health/health.routes.js';
import { layoutModule } from './layout/layout.routes.js';
import { menuModule } from './menu/menu.routes.js';
import { metricsModule } from './metrics/metrics.routes.js';
import { noteModule } from './note/note.routes.js';
import { notificationModule } from './notification/notification.routes.js';
import { publicModule } from './public/public.routes.js';
import { redirectModule } from './redirect/redirect.routes.js';
import type { AppModule } from './registry.js';
import { roleModule } from './role/role.routes.js';
import { siteModule } from './site/site.routes.js';
import { userModule } from './user/user.routes.js';

/** Every feature area of the server, in the order its routes are registered. A new module is one line here. */
export const appModules: readonly AppModule[] = [
  healthModule,
  authModule,
  userModule,
  roleModule,
  assetModule,
  siteModule,
  metricsModule,
  categoryModule,
  cmsModule,
  collabModule,
  noteModule,
  notificationModule,
  breakingNewsModule,
  epaperModule,
  clientModule,
  advertisementModule,
  redirectModule,
  auditModule,
  dashboardModule,
  layoutModule,
  menuModule,
  publicModule,
];
