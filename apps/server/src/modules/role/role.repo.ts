import type { GeneralStatus, ModelPermissions, Role } from '@masthead/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roles } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

type RoleRow = typeof roles.$inferSelect;

function toRole(row: RoleRow): Role {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    isEditable: row.isEditable,
    modelPermissions: row.modelPermissions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface RoleWrite {
  name?: string;
  description?: string;
  status?: GeneralStatus;
  modelPermissions?: ModelPermissions;
}

export function roleRepo(db: Db) {
  return {
    async findPage(page: number, pageSize: number): Promise<{ items: Role[]; total: number }> {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(roles)
          .orderBy(desc(roles.createdAt), desc(roles.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(roles),
      ]);
      return { items: rows.map(toRole), total };
    },

    async findByStatus(status?: GeneralStatus): Promise<Role[]> {
      const rows = await db
        .select()
        .from(roles)
        .where(status ? eq(roles.status, status) : undefined)
        .orderBy(roles.name);
      return rows.map(toRole);
    },

    async getById(id: string): Promise<Role | null> {
      const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
      return row ? toRole(row) : null;
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(sql`lower(${roles.name}) = lower(${name})`)
        .limit(1);
      return !!row && row.id !== exceptId;
    },

    async insert(values: RoleWrite & { name: string; isEditable?: boolean; updatedById?: string }): Promise<string> {
      const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
      return row.id;
    },

    /** False when the role is gone or, with `expected`, was changed since that version. */
    async update(id: string, values: RoleWrite, change: { actorId: string; expected?: string }): Promise<boolean> {
      const rows = await db
        .update(roles)
        .set({ ...values, ...changedBy(change.actorId) })
        .where(and(eq(roles.id, id), eq(roles.isEditable, true), unchangedSince(roles.updatedAt, change.expected)))
        .returning({ id: roles.id });
      return rows.length > 0;
    },

    lastChange: (id: string) => lastChangeOf(db, roles, id),
  };
}
export type RoleRepo = ReturnType<typeof roleRepo>;
