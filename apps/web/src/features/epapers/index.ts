/** The e-paper screens, each downloaded on its first visit (the router's lazy routes). */
export const epaperScreens = {
  list: () => import('./epaper-list-page').then((m) => m.EpaperListPage),
  create: () => import('./epaper-form-page').then((m) => m.EpaperCreatePage),
  edit: () => import('./epaper-form-page').then((m) => m.EpaperEditPage),
};
