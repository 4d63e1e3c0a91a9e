import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, openPglite, rowsOf } from './client.js';

let scratch: string;
let template: string;
let templateIdentity: string;

async function identity(database: Database): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select system_identifier::text as id from pg_control_system()`),
  );
  return row.id;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'masthead-data-folder-'));
  template = path.join(scratch, 'template');
  const prepared = openPglite(await PGlite.create(template));
  await prepared.migrate();
  templateIdentity = await identity(prepared);
  await prepared.close();
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the embedded data folder', () => {
  it('starts as a copy of the prepared database: no cluster is created at start', async () => {
    const dataDir = path.join(scratch, 'fresh');
    const database = await openDatabase({ databaseUrl: null, dataDir, template });
    try {
      // initdb gives every cluster a new identity; a copy keeps the template's.
      expect(await identity(database)).toBe(templateIdentity);
      const [{ count }] = rowsOf<{ count: number }>(
        await database.db.execute(sql`select count(*)::int as count from users`),
      );
      expect(count).toBe(0);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite.copying'))).toBe(false);
  });

  it('runs with the settings chosen for a small server', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: path.join(scratch, 'settings'), template });
    try {
      const setting = async (name: string) =>
        rowsOf<{ value: string }>(await database.db.execute(sql`select current_setting(${name}) as value`))[0].value;
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('default_text_search_config')).toBe('pg_catalog.english');
      expect(await setting('TimeZone')).toBe('UTC');
    } finally {
      await database.close();
    }
  });

  it('keeps an existing folder as it is, and replaces a copy a stopped start left half done', async () => {
    const dataDir = path.join(scratch, 'existing');
    const first = await openDatabase({ databaseUrl: null, dataDir, template });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    await mkdir(path.join(dataDir, 'pglite.copying'));
    await writeFile(path.join(dataDir, 'pglite.copying', 'PG_VERSION'), 'half');

    const again = await openDatabase({ databaseUrl: null, dataDir, template });
    try {
      const rows = rowsOf<{ note: string }>(await again.db.execute(sql`select note from kept`));
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await again.close();
    }
    const fresh = path.join(scratch, 'interrupted');
    await mkdir(path.join(fresh, 'pglite.copying'), { recursive: true });
    await writeFile(path.join(fresh, 'pglite.copying', 'PG_VERSION'), 'half');
    const database = await openDatabase({ databaseUrl: null, dataDir: fresh, template });
    try {
      expect(await identity(database)).toBe(templateIdentity);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(fresh, 'pglite.copying'))).toBe(false);
  });
});
