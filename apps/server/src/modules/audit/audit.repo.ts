import { type AuditEntry, auditKeyOf, auditLines, auditWords } from '@masthead/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';

/**
 * Text a refused request carried (an e-mail typed at sign-in) as a column can hold it: a NUL or a
 * lone surrogate, which PostgreSQL refuses, becomes U+FFFD, so the refusal keeps its row.
 */
function storable<T extends string | null>(value: T): T {
  if (value === null) return value;
  return value
    .replaceAll('\u0000', '\uFFFD')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD') as T;
}

export interface AuditRecord {
  userId: string | null;
  userName: string;
  /** What happened, in words (audit-words.ts). */
  summary: string;
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

/** The words of a row written before rows had words: the call's, without the thing's name. */
function wordsOfCall(action: string, status: number): string {
  const [method = '', path = ''] = action.split(' ');
  const key = auditKeyOf(method, path);
  const wording = key ? auditWords[key] : null;
  if (!wording) return '';
  const facts = { body: {}, data: {}, before: null, status, actorId: null };
  return auditLines(wording, facts)[0]?.words ?? '';
}

function toEntry(row: Row): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    user: { _id: row.userId, name: row.userName },
    summary: row.summary || wordsOfCall(row.action, row.status),
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

/**
 * Appends rows: one array per column, whatever the number of rows, so the statement is always the
 * same text, prepared once per connection. Building it through drizzle cost more CPU than running
 * it (ADR 0024).
 */
const APPEND = `
  insert into audit_log (at, user_id, user_name, summary, action, model, item, ip, status, fields)
  select at, user_id, user_name, summary, action, model, item, ip, status, array(select jsonb_array_elements_text(fields))
  from unnest($1::timestamptz[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
    $9::int[], $10::jsonb[]) as t(at, user_id, user_name, summary, action, model, item, ip, status, fields)`;

export function auditRepo(db: Db, run: Database['run']) {
  return {
    /** Rows in one statement, each with the moment its request finished. */
    async appendAll(records: (AuditRecord & { at: Date })[]): Promise<void> {
      if (records.length === 0) return;
      const column = <T>(pick: (record: AuditRecord & { at: Date }) => T) => records.map(pick);
      const text = (pick: (record: AuditRecord & { at: Date }) => string | null) =>
        records.map((record) => storable(pick(record)));
      await run('audit_append', APPEND, [
        column((r) => r.at.toISOString()),
        column((r) => r.userId),
        text((r) => r.userName),
        text((r) => r.summary),
        text((r) => r.action),
        text((r) => r.model),
        text((r) => r.item),
        text((r) => r.ip),
        column((r) => r.status),
        column((r) => JSON.stringify(r.fields.map((field) => storable(field)))),
      ]);
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
          .offset(offsetOf(page, pageSize)),
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
