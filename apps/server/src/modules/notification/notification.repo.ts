import type { NotificationList, UserNotification } from '@masthead/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { isoJson, userRefJson } from '../../db/json.js';
import { notifications } from '../../db/schema.js';
import { itemRefJson } from '../../read-models/references.js';
import type { NewNotification } from './notification.face.js';

/** How many of the newest a list shows. */
const LIST_LIMIT = 30;

const notificationJson = sql<UserNotification>`json_build_object('_id', n.id, 'kind', n.kind, 'change', n.change,
  'item', ${itemRefJson(sql`n.cms_id`)},
  'by', ${userRefJson(sql`n.by_id`)}, 'note', n.note, 'createdAt', ${isoJson(sql`n.created_at`)},
  'readAt', ${isoJson(sql`n.read_at`)})`;

/** People's notifications: written by the writes that decide or mention, read and marked read by their owner. */
export function notificationRepo(db: Db) {
  async function unread(userId: string): Promise<number> {
    const [row] = rowsOf<{ total: number }>(
      await db.execute(
        sql`select count(*)::int as total from notifications where user_id = ${userId} and read_at is null`,
      ),
    );
    return row?.total ?? 0;
  }

  return {
    unread,

    /** Stores them; the table's trigger rings each person's doorbell when the transaction commits. */
    async add(rows: NewNotification[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(notifications).values(
        rows.map((row) => ({
          userId: row.userId,
          kind: row.kind,
          change: row.change ?? false,
          cmsId: row.cmsId,
          byId: row.byId,
          note: (row.note ?? '').slice(0, 2000),
        })),
      );
    },

    async list(userId: string): Promise<NotificationList> {
      const rows = rowsOf<{ n: UserNotification }>(
        await db.execute(sql`select ${notificationJson} as n from notifications n where n.user_id = ${userId}
          order by n.created_at desc, n.id desc limit ${LIST_LIMIT}`),
      );
      return { items: rows.map((row) => row.n), unread: await unread(userId) };
    },

    /** Marks the user's own among `ids` read; others' ids change nothing. */
    async markRead(userId: string, ids: string[] | 'all'): Promise<number> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, ids),
          ),
        );
      return unread(userId);
    },
  };
}
export type NotificationRepo = ReturnType<typeof notificationRepo>;
