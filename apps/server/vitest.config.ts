import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose subject is not the database — sockets and their limits, files and PDFs, the HTTP
 * server, the data folder and start of the embedded engine, the code's own rules, pure functions —
 * run on the embedded engine only: the run against a PostgreSQL server (`TEST_DATABASE_URL`) is
 * there for what the engine decides (ADR 0051).
 */
const notAboutTheEngine = [
  'src/modules/site/site-files.test.ts',
  'src/modules/collab/collab-limits.test.ts',
  'src/modules/collab/collab-flood.test.ts',
  'src/keep-alive.test.ts',
  'src/trust-proxy.test.ts',
  'src/modules/asset/pdf-upload.test.ts',
  'src/modules/asset/pdf-pages.test.ts',
  'src/lib/front-door.test.ts',
  'src/db/data-folder.test.ts',
  'src/config-data-dir.test.ts',
  'src/modules/boundaries.test.ts',
  'src/lib/sanitize-svg.test.ts',
  'src/lib/slugs.test.ts',
  'src/lib/public-cache.test.ts',
  'src/lib/actor-cache.test.ts',
  'src/modules/advertisement/click-links.test.ts',
  'src/modules/redirect/miss-counter.test.ts',
  'src/modules/audit/audit-writer.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? notAboutTheEngine : [])],
    globalSetup: ['src/test/global-setup.ts'],
    // A time limit is for a test that hangs, not for a slow machine: a wait for a condition has its
    // own. Tests that start a second instance or process, or hash many passwords, measured 21 s
    // on a loaded machine against 4 s alone.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // Two workers that keep their loaded modules from file to file: each file builds its own app on
    // its own database, so only the code is shared, and a fresh process per file cost about 12 s of
    // loading each (on 2 cores: 1,067 s for the suite, 322 s in one such worker, 210 s in two).
    maxWorkers: 2,
    isolate: false,
  },
});
