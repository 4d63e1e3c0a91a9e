import type { GeneralStatus, User } from '@masthead/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assetRefJson, isoJson } from '../../db/json.js';
import { noReadCache, type ReadCache } from '../../db/read-cache.js';
import { roles, userRoles, users } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

/** A user as the API answers it, built by PostgreSQL: roles and image embedded. */
// Written with qualified names: inside a subquery drizzle would print bare column names.
/**
 * The union of the rights of every role a user holds, enabled or not, as `{ Model: [actions] }`
 * (actions in any order: the contract's rules compare them as sets).
 */
function rolesRightsJson(userId: SQL) {
  return sql`(select coalesce(json_object_agg(model, actions), '{}'::json) from (
    select granted.key as model, json_agg(distinct action) as actions
    from user_roles ur join roles r on r.id = ur.role_id,
      jsonb_each(r.model_permissions) granted, jsonb_array_elements_text(granted.value) action
    where ur.user_id = ${userId} group by granted.key) rights)`;
}

const userJson = sql<User>`json_build_object('_id', "users"."id", 'name', "users"."name", 'email', "users"."email",
  'phone', "users"."phone", 'status', "users"."status", 'isSuperAdmin', "users"."is_super_admin",
  'roles', coalesce((
    select json_agg(json_build_object('_id', r.id, 'name', r.name) order by r.name)
    from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = "users"."id"), '[]'::json),
  'image', ${assetRefJson(sql`"users"."image_id"`)},
  'addressLine1', "users"."address_line1", 'addressLine2', "users"."address_line2",
  'city', "users"."city", 'pincode', "users"."pincode",
  'createdAt', ${isoJson(sql`"users"."created_at"`)}, 'updatedAt', ${isoJson(sql`"users"."updated_at"`)},
  'modelPermissions', ${rolesRightsJson(sql`"users"."id"`)})`;

export interface UserWrite {
  name?: string;
  email?: string;
  phone?: string;
  passwordHash?: string;
  status?: GeneralStatus;
  isSuperAdmin?: boolean;
  mustChangePassword?: boolean;
  imageId?: string | null;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  pincode?: string;
}

export function userRepo(db: Db, cache: ReadCache = noReadCache) {
  /**
   * The page's ids first (an index scan), then the embedded roles and image for those
   * rows only: computed in the outer query they would run for every skipped row too.
   */
  const pageIds = db
    .select({ pageId: users.id })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const pageQuery = db
    .select({
      items: sql<
        User[]
      >`coalesce(json_agg(${userJson} order by "users"."created_at" desc, "users"."id" desc), '[]'::json)`,
      total: sql<number>`(select count(*)::int from users)`,
    })
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.pageId))
    .prepare('user_page');
  const byIdQuery = db
    .select({ user: userJson })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');

  return {
    /** One page of users (the embedded mode keeps it in memory until the next write). */
    findPage(page: number, pageSize: number): Promise<{ items: User[]; total: number }> {
      return cache.get(`users.page:${page}:${pageSize}`, async () => {
        // An aggregate answers one row even past the last page: no items, the total.
        const [row] = await pageQuery.execute({ limit: pageSize, offset: offsetOf(page, pageSize) });
        return row;
      });
    },

    async findAll(): Promise<User[]> {
      const rows = await db.select({ user: userJson }).from(users).orderBy(users.name);
      return rows.map((row) => row.user);
    },

    async getById(id: string): Promise<User | null> {
      const [row] = await byIdQuery.execute({ id });
      return row?.user ?? null;
    },

    async getSecrets(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          isSuperAdmin: users.isSuperAdmin,
          updatedAt: users.updatedAt,
          passwordHash: users.passwordHash,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return !!row && row.id !== exceptId;
    },

    async countUsers(): Promise<number> {
      const [{ total }] = await db.select({ total: count() }).from(users);
      return total;
    },

    /** Inserts the user and its roles in one transaction; returns the new id. */
    async insert(
      values: UserWrite & { name: string; email: string; passwordHash: string; updatedById?: string },
      roleIds: string[],
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning({ id: users.id });
        if (roleIds.length > 0)
          await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
        return row.id;
      });
    },

    /**
     * Updates the user; `bumpTokenVersion` revokes every token issued so far. With
     * `change.expected`, nothing changes if the stored row moved on (returns false).
     */
    async update(
      id: string,
      values: UserWrite,
      options: { roleIds?: string[]; bumpTokenVersion?: boolean; change: { actorId: string; expected?: string } },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({
            ...values,
            ...changedBy(options.change.actorId),
            ...(options.bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          })
          .where(and(eq(users.id, id), unchangedSince(users.updatedAt, options.change.expected)))
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        if (options.roleIds) {
          await tx.delete(userRoles).where(eq(userRoles.userId, id));
          if (options.roleIds.length > 0) {
            await tx.insert(userRoles).values(options.roleIds.map((roleId) => ({ userId: id, roleId })));
          }
        }
        return true;
      });
    },

    lastChange: (id: string) => lastChangeOf(db, users, id),

    async findOptions(): Promise<{ _id: string; name: string }[]> {
      return db
        .select({ _id: users.id, name: users.name })
        .from(users)
        .where(eq(users.status, 'Enable'))
        .orderBy(users.name);
    },

    /** The enabled roles among `ids`, with their rights. */
    async enabledRoles(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: roles.id, modelPermissions: roles.modelPermissions })
        .from(roles)
        .where(and(inArray(roles.id, ids), eq(roles.status, 'Enable')));
    },
  };
}
export type UserRepo = ReturnType<typeof userRepo>;
