export { useClientOptions } from './clients-api';

/** The client screens, each downloaded on its first visit (the router's lazy routes). */
export const clientScreens = {
  list: () => import('./client-list-page').then((m) => m.ClientListPage),
  create: () => import('./client-form-page').then((m) => m.ClientCreatePage),
  edit: () => import('./client-form-page').then((m) => m.ClientEditPage),
};
