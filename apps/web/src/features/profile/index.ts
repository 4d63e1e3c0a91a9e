/** The signed-in user's own screens, each downloaded on its first visit (the router's lazy routes). */
export const profileScreens = {
  profile: () => import('./profile-page').then((m) => m.ProfilePage),
  changePassword: () => import('./change-password-page').then((m) => m.ChangePasswordPage),
};
