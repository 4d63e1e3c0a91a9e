import type { GeneralStatus, User } from '@masthead/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets, roles, userRoles, users } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

/** Roles as `[{_id, name}]` and the image as a summary, built by PostgreSQL in the same query. */
// Written with qualified names: inside a subquery drizzle would print bare column names.
const rolesJson = sql<{ _id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('_id', r.id, 'name', r.name) order by r.name)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id"), '[]'::json)`;
const imageJson = sql<{ _id: string; key: string; name: string } | null>`(
  select json_build_object('_id', a.id, 'key', a.key, 'name', a.name)
  from assets a where a.id = "users"."image_id")`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  isSuperAdmin: users.isSuperAdmin,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  city: users.city,
  pincode: users.pincode,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  roles: rolesJson,
  image: imageJson,
};

type UserRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: GeneralStatus;
  isSuperAdmin: boolean;
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
  createdAt: Date;
  updatedAt: Date;
  roles: { _id: string; name: string }[];
  image: { _id: string; key: string; name: string } | null;
};

function toUser(row: UserRow): User {
  const { id, image, createdAt, updatedAt, ...rest } = row;
  return {
    _id: id,
    ...rest,
    image: image ? { _id: image._id, name: image.name, url: mediaUrl(image.key) } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export interface UserWrite {
  name?: string;
  email?: string;
  phone?: string;
  passwordHash?: string;
  status?: GeneralStatus;
  isSuperAdmin?: boolean;
  imageId?: string | null;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  pincode?: string;
}

export function userRepo(db: Db) {
  async function findOne(where: SQL): Promise<User | null> {
    const [row] = await db.select(userColumns).from(users).where(where).limit(1);
    return row ? toUser(row as UserRow) : null;
  }

  return {
    /**
     * The page's ids first (an index scan), then the embedded roles and image for those
     * rows only: computed in the outer query they would run for every skipped row too.
     */
    async findPage(page: number, pageSize: number): Promise<{ items: User[]; total: number }> {
      const pageIds = db
        .select({ pageId: users.id })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .as('page_ids');
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(userColumns)
          .from(pageIds)
          .innerJoin(users, eq(users.id, pageIds.pageId))
          .orderBy(desc(users.createdAt), desc(users.id)),
        db.select({ total: count() }).from(users),
      ]);
      return { items: rows.map((row) => toUser(row as UserRow)), total };
    },

    async findAll(): Promise<User[]> {
      const rows = await db.select(userColumns).from(users).orderBy(users.name);
      return rows.map((row) => toUser(row as UserRow));
    },

    getById: (id: string) => findOne(eq(users.id, id)),

    async getSecrets(id: string) {
      const [row] = await db
        .select({ id: users.id, isSuperAdmin: users.isSuperAdmin, updatedAt: users.updatedAt })
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
    async insert(values: UserWrite & { name: string; email: string; passwordHash: string }, roleIds: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning({ id: users.id });
        if (roleIds.length > 0)
          await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
        return row.id;
      });
    },

    /**
     * Updates the user; `bumpTokenVersion` revokes every token issued so far. With
     * `expectedUpdatedAt`, nothing changes if the stored row moved on (returns false).
     */
    async update(
      id: string,
      values: UserWrite,
      options: { roleIds?: string[]; bumpTokenVersion?: boolean; expectedUpdatedAt?: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const conditions = [eq(users.id, id)];
        if (options.expectedUpdatedAt) conditions.push(eq(users.updatedAt, options.expectedUpdatedAt));
        const updated = await tx
          .update(users)
          .set({
            ...values,
            updatedAt: sql`now()`,
            ...(options.bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          })
          .where(and(...conditions))
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

    /** The enabled roles among `ids`, with their rights. */
    async enabledRoles(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: roles.id, modelPermissions: roles.modelPermissions })
        .from(roles)
        .where(and(inArray(roles.id, ids), eq(roles.status, 'Enable')));
    },

    async assetExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id)).limit(1);
      return !!row;
    },
  };
}
export type UserRepo = ReturnType<typeof userRepo>;
