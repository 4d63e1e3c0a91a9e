import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock.js';
import { frontDoor } from './lib/front-door.js';
import { backOfficeHeaders } from './plugins/security-headers.js';

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

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

const startedAt = performance.now();
let port: number | undefined;
let failed: (() => void) | undefined;
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
  // Listening at once: the screens are answered while the rest starts, other requests wait for it (ADR 0031).
  const door = frontDoor({
    webDir: config.webDir,
    secure: backOfficeHeaders(),
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
  });
  failed = door.fail;
  await listen(door.server, config.port, config.host);
  // The database opens (PGlite compiles in the background) while the web server's code loads.
  const opening = import('./db/client.js').then(({ openDatabase }) => openDatabase(config));
  const [{ buildApp }, { ensureFirstAdmin }] = await Promise.all([
    import('./app.js'),
    import('./bootstrap/first-admin.js'),
    opening.catch(() => undefined),
  ]);
  const database = await opening;
  await database.migrate();
  const firstAdmin = await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  const app = await buildApp({ config, database, door });
  await app.ready();
  door.open();

  const shutdown = async () => {
    // The app did not listen itself (the front door did): it leaves the server to us.
    const closed = new Promise((resolve) => door.server.close(resolve));
    door.server.closeIdleConnections();
    await app.close();
    door.server.closeAllConnections();
    await closed;
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // PORT=0 asks the system for a free port: say the one it gave.
  const url = `http://localhost:${(door.server.address() as AddressInfo).port}`;
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
  failed?.();
  const reason = startFailure(error, port);
  if (!reason) throw error;
  console.error(`Masthead cannot start: ${reason}`);
  process.exit(1);
}
