/**
 * The product built from source in its own process, for a bench that compares it with and without
 * one of its modules (LEAVE_OUT, comma-separated module names). Both sides of such a comparison
 * run through this file, so they differ only in what is left out. PORT and DATABASE_URL.
 */
import { buildApp } from '../apps/server/src/app.js';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { BENCH_ADMIN } from './product.js';

const config = {
  ...loadConfig(),
  publishIntervalMs: 0,
  revisionKeepDays: 0,
  loginLimits: { perIpPerMinute: 1_000_000, failuresPerEmail: 1_000_000, emailWindowMinutes: 1 },
};
const database = await openDatabase(config);
await database.migrate();
await ensureFirstAdmin(database.db, { ...BENCH_ADMIN, oneTimePassword: false });
const leaveOut = (process.env.LEAVE_OUT ?? '').split(',').filter(Boolean);
const app = await buildApp({ config, database, logger: false, leaveOut });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
