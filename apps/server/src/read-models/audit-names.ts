import type { AuditNameBefore, AuditNamedKind } from '@masthead/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  advertisements,
  breakingNews,
  categories,
  clients,
  cmsItems,
  epapers,
  layouts,
  menus,
  redirects,
} from '../db/schema.js';
import { isId } from '../lib/ids.js';

interface NamedThing {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn | SQL<string>;
  kind?: AnyPgColumn;
}

/** Where each kind of thing a row names is found by id: its name (and its type, for items). */
const namedThings: Record<AuditNamedKind, NamedThing> = {
  category: { table: categories, id: categories.id, name: categories.name },
  cms: { table: cmsItems, id: cmsItems.id, name: cmsItems.title, kind: cmsItems.type },
  breakingNews: { table: breakingNews, id: breakingNews.id, name: breakingNews.title },
  client: { table: clients, id: clients.id, name: clients.name },
  advertisement: { table: advertisements, id: advertisements.id, name: advertisements.title },
  epaper: { table: epapers, id: epapers.id, name: epapers.title },
  redirect: {
    table: redirects,
    id: redirects.id,
    name: sql<string>`${redirects.oldUrl} || ' → ' || ${redirects.redirectUrl}`,
  },
  menu: { table: menus, id: menus.id, name: menus.name },
  layout: { table: layouts, id: layouts.id, name: layouts.name },
};

/** The names the audit log gives the things a call changes or removes (read model, ADR 0034). Read-only. */
export function auditNameReads(db: Db) {
  return {
    /** The name of a thing as it is now (before a call changes or removes it), or null. */
    async nameOf(kind: AuditNamedKind, id: string): Promise<AuditNameBefore | null> {
      if (!isId(id)) return null;
      const thing = namedThings[kind];
      const [row] = await db
        .select({ name: sql<string>`${thing.name}`, kind: sql<string | null>`${thing.kind ?? sql`null`}` })
        .from(thing.table)
        .where(eq(thing.id, id))
        .limit(1);
      return row ? { name: row.name, ...(row.kind ? { kind: row.kind } : {}) } : null;
    },
  };
}
export type AuditNameReads = ReturnType<typeof auditNameReads>;
