import type { ModelPermissions } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The rights of the user's enabled roles, one map per role, gathered by PostgreSQL. */
const enabledRolePermissions = sql<ModelPermissions[]>`coalesce((
  select json_agg(r.model_permissions)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" and r.status = 'Enable'), '[]'::json)`;

/** What signing in and checking a request's caller read of a user (offered on the user face). */
export function userSignInRepo(db: Db) {
  return {
    /** Everything a request needs to know about its caller, in one query. */
    async getActorRecord(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          status: users.status,
          tokenVersion: users.tokenVersion,
          isSuperAdmin: users.isSuperAdmin,
          mustChangePassword: users.mustChangePassword,
          permissionMaps: enabledRolePermissions,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async getLoginRecord(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          status: users.status,
          passwordHash: users.passwordHash,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },
  };
}
export type UserSignInRepo = ReturnType<typeof userSignInRepo>;
export type ActorRecord = NonNullable<Awaited<ReturnType<UserSignInRepo['getActorRecord']>>>;
export type LoginRecord = NonNullable<Awaited<ReturnType<UserSignInRepo['getLoginRecord']>>>;
