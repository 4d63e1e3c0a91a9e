import { messages } from '@masthead/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { type AppError, conflict } from './errors.js';

/**
 * One stale-write rule for every editable record: a save carries the `updatedAt` its form
 * loaded; the write happens only while the row is still that version, else 409 naming who
 * changed it last and when (the browser offers to reload their version).
 */

/** A table of records saved this way. */
export type VersionedTable = PgTable & { id: PgColumn; updatedAt: PgColumn; updatedById: PgColumn };

export interface LastChange {
  /** The name of whoever saved last; null when unknown (set up by the system, or deleted). */
  updatedBy: string | null;
  updatedAt: Date;
}

/** The SET part of every versioned write: now, by this user. */
export function changedBy(actorId: string) {
  return { updatedAt: sql`now()`, updatedById: actorId };
}

/** The WHERE part: still the version the form loaded (no condition when the caller sent none). */
export function unchangedSince(column: PgColumn, expected: string | undefined): SQL | undefined {
  return expected === undefined ? undefined : eq(column, new Date(expected));
}

/** Who changed the record last, and when; null when it is gone. */
export async function lastChangeOf(db: Db, table: VersionedTable, id: string): Promise<LastChange | null> {
  const changer = alias(users, 'changer');
  const [row] = await db
    .select({ updatedAt: table.updatedAt, updatedBy: changer.name })
    .from(table)
    .leftJoin(changer, eq(changer.id, table.updatedById))
    .where(eq(table.id, id));
  return row ? { updatedAt: row.updatedAt as Date, updatedBy: row.updatedBy } : null;
}

/** The 409 of a save against an older version: its message and fields name who and when. */
export function staleWrite(last: LastChange | null): AppError {
  const who = last?.updatedBy ?? messages.someoneElse;
  const when = (last?.updatedAt ?? new Date()).toISOString();
  return conflict(messages.staleItem(who), { updatedBy: who, updatedAt: when });
}

/** Refuses at once when the caller's version is already not the stored one (before any costly work). */
export function checkVersion(current: LastChange, expected: string | undefined): void {
  if (expected !== undefined && new Date(expected).getTime() !== current.updatedAt.getTime()) {
    throw staleWrite(current);
  }
}
