/** The menu screens, each downloaded on its first visit (the router's lazy routes). */
export const menuScreens = {
  list: () => import('./menu-list-page').then((m) => m.MenuListPage),
  create: () => import('./menu-form-page').then((m) => m.MenuCreatePage),
  edit: () => import('./menu-form-page').then((m) => m.MenuEditPage),
};
