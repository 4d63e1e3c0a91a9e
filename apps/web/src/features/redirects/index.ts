/** The redirect screens, each downloaded on its first visit (the router's lazy routes). */
export const redirectScreens = {
  list: () => import('./redirect-list-page').then((m) => m.RedirectListPage),
  create: () => import('./redirect-form-page').then((m) => m.RedirectCreatePage),
  edit: () => import('./redirect-form-page').then((m) => m.RedirectEditPage),
};
