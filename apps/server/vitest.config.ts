import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // The test command runs these beside the browser tests on 2 cores: tests that start a second
    // instance or process, or hash many passwords, measured 21 s there against 4 s alone. A time
    // limit is for a test that hangs, not for a slow machine: a wait for a condition has its own.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // Two files at a time, in processes that keep their loaded modules from file to file: each
    // file builds its own app on its own database, so nothing but the code is shared, and a fresh
    // process per file cost about 12 s of loading each (1,067 s for the suite against 210 s).
    maxWorkers: 2,
    isolate: false,
  },
});
