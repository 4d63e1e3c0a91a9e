// Bundles the server and the contract into ESM (main.js and its lazily loaded chunks); npm packages stay external.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@masthead/'));

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { main: new URL('../src/main.ts', import.meta.url).pathname },
  outdir: new URL('../dist', import.meta.url).pathname,
  // What main imports lazily stays in chunks loaded when asked, so a start can open the database
  // while the web server's packages load.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
// The PDF renderer's worker thread runs beside the bundle, as it is in the sources (plain JavaScript).
await cp(
  new URL('../src/modules/asset/pdf-worker.mjs', import.meta.url),
  new URL('../dist/pdf-worker.mjs', import.meta.url),
);
await cp(new URL('../src/db/migrations', import.meta.url), new URL('../dist/migrations', import.meta.url), {
  recursive: true,
});

// A migrated empty data folder, so that a first start on a fresh data folder copies it instead of
// creating a cluster (initdb: seconds, and most of the memory a start ever takes) and migrating; the
// start migrates anything newer anyway.
const { PGlite } = await import('@electric-sql/pglite');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const template = await PGlite.create(new URL('../dist/pglite-template', import.meta.url).pathname);
await migrate(drizzle(template), { migrationsFolder: new URL('../dist/migrations', import.meta.url).pathname });
// Checkpointed and closed cleanly: the copy opens without replaying the write-ahead log.
await template.query('checkpoint');
await template.close();
