/** What the sign-in screen is handed by the route that sent a signed-out visitor there: where to return. */
export interface LoginState {
  from?: string;
}
