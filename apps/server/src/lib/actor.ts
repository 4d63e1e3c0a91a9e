import type { Me, ModelPermissions } from '@masthead/contract';

/** The signed-in user as the services see it (set on the request by the permission guard). */
export interface Actor {
  id: string;
  name: string;
  email: string;
  isSuperAdmin: boolean;
  /** Signed in with a one-time password: everything but changing it (and signing out) is refused. */
  mustChangePassword?: boolean;
  modelPermissions: ModelPermissions;
}

/** What the signed-in user's own record says of a one-time password (the browser asks for a new one). */
export function oneTimePassword(actor: Actor): Pick<Me, 'mustChangePassword'> {
  return actor.mustChangePassword ? { mustChangePassword: true } : {};
}
