import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPg, openPglite } from '../db/client.js';

/**
 * Migrates one database before all test files: a PGlite dump each file loads, or,
 * with TEST_DATABASE_URL, a PostgreSQL template database each file copies.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create();
    const database = openPglite(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `masthead-test-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    provide('pgliteDump', file);
    return () => rm(file, { force: true });
  }
  const template = `masthead_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = openPg(withDatabase(serverUrl, template), 1);
  await database.migrate();
  await database.close();
  provide('pgTemplate', template);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'masthead_t%_${process.pid}%' or datname = $1`,
      [template],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
