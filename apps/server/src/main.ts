import { buildApp } from './app.js';
import { ensureFirstAdmin } from './bootstrap/first-admin.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const firstAdmin = await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
const app = await buildApp({ config, database });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  `Masthead is ready at ${url} (${database.driver === 'pg' ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}`}, started in ${Math.round(performance.now() - startedAt)} ms)`,
  `API docs: ${url}/api/docs`,
];
if (!config.webDir) lines.push('The web app is not built: run `npm run build` to serve it.');
if (firstAdmin) {
  lines.push(
    firstAdmin.generatedPassword
      ? `First start: sign in as ${firstAdmin.email} with password ${firstAdmin.generatedPassword} (shown once; change it under Change Password)`
      : `First start: sign in as ${firstAdmin.email} with ADMIN_PASSWORD`,
  );
}
console.log(lines.join('\n'));
