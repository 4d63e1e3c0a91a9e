import type { ModelPermissions } from '@masthead/contract';

/** The signed-in user as the services see it (set on the request by the permission guard). */
export interface Actor {
  id: string;
  name: string;
  email: string;
  isSuperAdmin: boolean;
  modelPermissions: ModelPermissions;
}
