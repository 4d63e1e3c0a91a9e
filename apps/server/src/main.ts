import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock.js';

/** A start-up failure a person can fix, said in one line (no stack trace). */
function startFailure(error: unknown, port: number | undefined): string | null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use: stop what runs there, or set PORT to another port.`;
  if (code === 'EACCES') return `Port ${port} needs more privileges: set PORT to a port above 1023.`;
  if (error instanceof DataDirLocked) return error.message;
  if (error instanceof ConfigError) return error.message;
  return null;
}

class ConfigError extends Error {}

const startedAt = performance.now();
let port: number | undefined;
try {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  port = config.port;
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.once('exit', releaseLock);
  // The database opens (PGlite compiles in the background) while the web server's code loads.
  const opening = openDatabase(config);
  const [{ buildApp }, { ensureFirstAdmin }] = await Promise.all([
    import('./app.js'),
    import('./bootstrap/first-admin.js'),
    opening.catch(() => undefined),
  ]);
  const database = await opening;
  await database.migrate();
  const firstAdmin = await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  const app = await buildApp({ config, database });

  const shutdown = async () => {
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // PORT=0 asks the system for a free port: say the one it gave.
  const url = `http://localhost:${(app.server.address() as AddressInfo).port}`;
  const lines = [
    `Masthead is ready at ${url} (${database.driver === 'pg' ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}`}, started in ${Math.round(performance.now() - startedAt)} ms)`,
    `API docs: ${url}/api/docs`,
  ];
  if (!config.webDir) lines.push('The web app is not built: run `npm run build` to serve it.');
  if (firstAdmin) {
    lines.push(
      firstAdmin.generatedPassword
        ? `First start: sign in as ${firstAdmin.email} with password ${firstAdmin.generatedPassword} (shown once; you choose your own at the first sign-in)`
        : `First start: sign in as ${firstAdmin.email} with ADMIN_PASSWORD (one-time: you choose your own at the first sign-in)`,
    );
  }
  console.log(lines.join('\n'));
} catch (error) {
  const reason = startFailure(error, port);
  if (!reason) throw error;
  console.error(`Masthead cannot start: ${reason}`);
  process.exit(1);
}
