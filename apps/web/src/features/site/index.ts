export { useSiteDetail, useSiteHead } from './site-detail';
export { SiteLogo } from './site-logo';

/** The site settings screen, downloaded on its first visit (the router's lazy route). */
export const siteScreens = {
  management: () => import('./site-management-page').then((m) => m.SiteManagementPage),
};
