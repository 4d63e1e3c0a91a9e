import type { Client, ClientOption } from '@masthead/contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { advertisements, clients, users } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

const adder = alias(users, 'adder');

const columns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  mobile: clients.mobile,
  userId: clients.userId,
  userName: adder.name,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toClient(row: Row): Client {
  return {
    _id: row.id as string,
    name: row.name as string,
    email: row.email as string,
    mobile: row.mobile as string,
    user: row.userId ? { _id: row.userId, name: row.userName ?? '' } : null,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
}

/** `%words%` for ILIKE, with the pattern characters of the words taken literally. */
function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ClientWrite {
  name?: string;
  email?: string;
  mobile?: string;
}

export function clientRepo(db: Db) {
  const select = () => db.select(columns).from(clients).leftJoin(adder, eq(adder.id, clients.userId));

  return {
    async findPage(
      search: string | undefined,
      page: number,
      pageSize: number | null,
    ): Promise<{ items: Client[]; total: number }> {
      const where: SQL | undefined = search
        ? or(
            ilike(clients.name, containing(search)),
            ilike(clients.email, containing(search)),
            ilike(clients.mobile, containing(search)),
          )
        : undefined;
      const list = select()
        .where(where)
        .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
      const [rows, [{ total }]] = await Promise.all([
        pageSize === null ? list : list.limit(pageSize).offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(clients).where(where),
      ]);
      return { items: rows.map(toClient), total };
    },

    async options(): Promise<ClientOption[]> {
      return db
        .select({ _id: clients.id, name: clients.name })
        .from(clients)
        .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
    },

    async getById(id: string): Promise<Client | null> {
      const [row] = await select().where(eq(clients.id, id)).limit(1);
      return row ? toClient(row) : null;
    },

    async insert(values: Required<ClientWrite>, actorId: string): Promise<string> {
      const [row] = await db
        .insert(clients)
        .values({ ...values, userId: actorId, updatedById: actorId })
        .returning({ id: clients.id });
      return row.id;
    },

    /** False when the row is gone or, with `expected`, was changed since that version. */
    async update(id: string, values: ClientWrite, change: { actorId: string; expected?: string }): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ ...values, ...changedBy(change.actorId) })
        .where(and(eq(clients.id, id), unchangedSince(clients.updatedAt, change.expected)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },

    lastChange: (id: string) => lastChangeOf(db, clients, id),

    /** A few of the client's advertisements by title, and how many it has. */
    async advertisementsOf(id: string): Promise<{ titles: string[]; total: number }> {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ title: advertisements.title })
          .from(advertisements)
          .where(eq(advertisements.clientId, id))
          .orderBy(asc(advertisements.createdAt))
          .limit(3),
        db.select({ total: count() }).from(advertisements).where(eq(advertisements.clientId, id)),
      ]);
      return { titles: rows.map((row) => row.title), total };
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
      return rows.length > 0;
    },
  };
}
export type ClientRepo = ReturnType<typeof clientRepo>;
