/** The role screens, each downloaded on its first visit (the router's lazy routes). */
export const roleScreens = {
  list: () => import('./role-list-page').then((m) => m.RoleListPage),
  create: () => import('./role-form-page').then((m) => m.RoleCreatePage),
  edit: () => import('./role-form-page').then((m) => m.RoleEditPage),
};
