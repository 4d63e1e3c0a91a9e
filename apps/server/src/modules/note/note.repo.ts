import type { NoteAnchor, NoteMentions, NoteThread } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { isoJson, userRefJson, userRefsJson } from '../../db/json.js';
import { cmsNotes } from '../../db/schema.js';

/** The people a note names, as `{_id, name}` by name; `n` is the note. */
const mentionsJson = userRefsJson(sql`n.mentions`);

/** A reply as JSON; `n` is the reply. */
const replyJson = sql`json_build_object('_id', n.id, 'body', n.body, 'user', ${userRefJson(sql`n.user_id`)},
  'mentions', ${mentionsJson}, 'createdAt', ${isoJson(sql`n.created_at`)})`;

/** A thread (its first note, `t`) with its replies in the order written. */
const threadJson = sql<NoteThread>`json_build_object('_id', t.id, 'itemId', t.cms_id, 'section', t.section,
  'anchor', t.anchor, 'quote', t.quote, 'body', t.body, 'user', ${userRefJson(sql`t.user_id`)},
  'mentions', (select ${mentionsJson} from cms_notes n where n.id = t.id), 'createdAt', ${isoJson(sql`t.created_at`)},
  'resolved', t.resolved_at is not null, 'resolvedBy', ${userRefJson(sql`t.resolved_by_id`)},
  'resolvedAt', ${isoJson(sql`t.resolved_at`)},
  'replies', coalesce((select json_agg(${replyJson} order by n.created_at, n.id) from cms_notes n where n.thread_id = t.id), '[]'::json))`;

export function noteRepo(db: Db) {
  return {
    async threads(cmsId: string): Promise<NoteThread[]> {
      const result = await db.execute(
        sql`select ${threadJson} as thread from cms_notes t
          where t.cms_id = ${cmsId} and t.thread_id is null order by t.created_at, t.id`,
      );
      return rowsOf<{ thread: NoteThread }>(result).map((row) => row.thread);
    },

    async thread(threadId: string): Promise<NoteThread | null> {
      const result = await db.execute(
        sql`select ${threadJson} as thread from cms_notes t where t.id = ${threadId} and t.thread_id is null`,
      );
      return rowsOf<{ thread: NoteThread }>(result)[0]?.thread ?? null;
    },

    async itemExists(cmsId: string): Promise<boolean> {
      const result = await db.execute(sql`select 1 from cms_items where id = ${cmsId}`);
      return rowsOf(result).length > 0;
    },

    /** The item a thread is on; null when there is no such thread. */
    async itemOfThread(threadId: string): Promise<string | null> {
      const result = await db.execute(sql`select cms_id from cms_notes where id = ${threadId} and thread_id is null`);
      return rowsOf<{ cms_id: string }>(result)[0]?.cms_id ?? null;
    },

    /** Who wrote a thread's first note and who is the author of its item: who may resolve it. */
    async authorsOfThread(threadId: string): Promise<{ authorId: string | null; itemAuthorId: string | null } | null> {
      const result = await db.execute(sql`select t.user_id, c.user_id as item_user_id
        from cms_notes t join cms_items c on c.id = t.cms_id where t.id = ${threadId} and t.thread_id is null`);
      const [row] = rowsOf<{ user_id: string | null; item_user_id: string | null }>(result);
      return row ? { authorId: row.user_id, itemAuthorId: row.item_user_id } : null;
    },

    async insertThread(
      cmsId: string,
      note: { section: string; anchor: NoteAnchor; quote: string; body: string; mentions: string[] },
      userId: string,
    ): Promise<string> {
      const [row] = await db
        .insert(cmsNotes)
        .values({ cmsId, ...note, userId })
        .returning({ id: cmsNotes.id });
      if (!row) throw new Error('The note was not stored');
      return row.id;
    },

    async insertReply(threadId: string, cmsId: string, reply: { body: string; mentions: string[] }, userId: string) {
      await db.insert(cmsNotes).values({ cmsId, threadId, body: reply.body, mentions: reply.mentions, userId });
    },

    async setResolved(threadId: string, resolved: boolean, userId: string): Promise<void> {
      await db.execute(
        resolved
          ? sql`update cms_notes set resolved_at = coalesce(resolved_at, now()),
              resolved_by_id = coalesce(resolved_by_id, ${userId}) where id = ${threadId}`
          : sql`update cms_notes set resolved_at = null, resolved_by_id = null where id = ${threadId}`,
      );
    },

    /** Open threads of items not in the trash where `userId` is named in the first note or a reply. */
    async mentionsOf(userId: string, limit: number): Promise<NoteMentions> {
      const result = await db.execute(sql`
        with hits as (
          select distinct on (t.id) t.id as thread_id, t.cms_id, t.quote, n.body, n.user_id, n.created_at
          from cms_notes n
          join cms_notes t on t.id = coalesce(n.thread_id, n.id)
          join cms_items c on c.id = t.cms_id and c.deleted_at is null
          where ${userId} = any(n.mentions) and t.resolved_at is null
          order by t.id, n.created_at desc
        )
        select json_build_object('threadId', h.thread_id,
            'item', json_build_object('_id', c.id, 'title', c.title, 'type', c.type),
            'quote', h.quote, 'body', h.body, 'by', ${userRefJson(sql`h.user_id`)},
            'createdAt', ${isoJson(sql`h.created_at`)}) as mention,
          count(*) over () as total
        from hits h join cms_items c on c.id = h.cms_id
        order by h.created_at desc
        limit ${limit}`);
      const rows = rowsOf<{ mention: NoteMentions['items'][number]; total: string | number }>(result);
      return { items: rows.map((row) => row.mention), total: Number(rows[0]?.total ?? 0) };
    },
  };
}
export type NoteRepo = ReturnType<typeof noteRepo>;
