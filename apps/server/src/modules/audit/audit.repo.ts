import type { AuditEntry } from '@masthead/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditRecord {
  userId: string | null;
  userName: string;
  action: string;
  model: string;
  item: string | null;
  ip: string;
  status: number;
  fields: string[];
}

export interface AuditFilters {
  userId?: string;
  model?: string;
  item?: string;
  from?: Date;
  to?: Date;
}

type Row = typeof auditLog.$inferSelect;

function toEntry(row: Row): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    user: { _id: row.userId, name: row.userName },
    action: row.action,
    model: row.model,
    item: row.item,
    ip: row.ip,
    status: row.status,
    fields: row.fields,
  };
}

function where(filters: AuditFilters): SQL | undefined {
  return and(
    filters.userId ? eq(auditLog.userId, filters.userId) : undefined,
    filters.model ? eq(auditLog.model, filters.model) : undefined,
    filters.item ? eq(auditLog.item, filters.item) : undefined,
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.to ? lt(auditLog.at, filters.to) : undefined,
  );
}

export function auditRepo(db: Db) {
  return {
    /** Rows in one statement, each with the moment its request finished. */
    async appendAll(records: (AuditRecord & { at: Date })[]): Promise<void> {
      if (records.length > 0) await db.insert(auditLog).values(records);
    },

    async findPage(
      filters: AuditFilters,
      page: number,
      pageSize: number,
    ): Promise<{ items: AuditEntry[]; total: number }> {
      const condition = where(filters);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditLog).where(condition),
      ]);
      return { items: rows.map(toEntry), total };
    },

    async all(filters: AuditFilters, limit: number): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(where(filters))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
      return rows.map(toEntry);
    },
  };
}
export type AuditRepo = ReturnType<typeof auditRepo>;
