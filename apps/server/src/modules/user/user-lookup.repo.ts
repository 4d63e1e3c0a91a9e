import type { ModelPermissions } from '@masthead/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';

/** The rights of the user's enabled roles, one map per role, gathered by PostgreSQL. */
const enabledRolePermissions = sql<ModelPermissions[]>`coalesce((
  select json_agg(r.model_permissions)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" and r.status = 'Enable'), '[]'::json)`;

/** What other modules look up of users (offered on the user face): a caller's record, a sign-in's, which ids exist. */
export function userLookupRepo(db: Db) {
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

    /** Of these ids, those of users that exist (`active`: enabled ones only). */
    async existingIds(ids: readonly string[], active = false): Promise<Set<string>> {
      const wanted = [...new Set(ids)].filter(isId);
      if (wanted.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, wanted), active ? eq(users.status, 'Enable') : undefined));
      return new Set(rows.map((row) => row.id));
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
export type UserLookupRepo = ReturnType<typeof userLookupRepo>;
export type ActorRecord = NonNullable<Awaited<ReturnType<UserLookupRepo['getActorRecord']>>>;
export type LoginRecord = NonNullable<Awaited<ReturnType<UserLookupRepo['getLoginRecord']>>>;
