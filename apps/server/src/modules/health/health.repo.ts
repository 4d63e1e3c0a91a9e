import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export function healthRepo(db: Db) {
  return {
    /** Answers when the database does. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
