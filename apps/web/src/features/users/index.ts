export { userOptionsQuery, useUserOptions } from './user-options-api';
export { usePatchUser } from './users-api';

/** The user screens, each downloaded on its first visit (the router's lazy routes). */
export const userScreens = {
  list: () => import('./user-list-page').then((m) => m.UserListPage),
  create: () => import('./user-form-page').then((m) => m.UserCreatePage),
  edit: () => import('./user-form-page').then((m) => m.UserEditPage),
  password: () => import('./user-password-page').then((m) => m.UserPasswordPage),
};
