import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One file at a time against this process's product (scripts/e2e-shard.mjs splits the files
    // between processes, each with its own product).
    fileParallelism: false,
    // The files share one process's loaded modules (playwright, the contract): each file still
    // starts its own browser and keeps its own state. Loading them afresh took 1.3 s a file.
    isolate: false,
    // A limit for a flow that hangs, not for a slow machine: beside the API tests on 2 cores a
    // long flow measured 65 s where it takes 30 s alone. Each wait inside has its own limit.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
