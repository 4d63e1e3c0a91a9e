/** The sign-in screen is the first screen: it is part of the entry, not loaded on demand. */
export { LoginPage } from './login-page';
export type { LoginState } from './login-state';
export { NewPasswordFields } from './new-password-fields';
export { PasswordForm } from './password-form';

export const authScreens = {
  /** Seen once in a product's life (a one-time password): downloaded only then, so the sign-in screen stays small. */
  choosePassword: () => import('./choose-password-page').then((m) => m.ChoosePasswordPage),
};
