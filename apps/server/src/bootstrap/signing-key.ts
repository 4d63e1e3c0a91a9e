import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverKeys } from '../db/schema.js';

/**
 * The key that signs tokens, kept in the database so that every server process on it
 * (several behind a proxy, or one restarted elsewhere) accepts the others' tokens. The first
 * process to start generates it; concurrent first starts agree, since only one insert wins.
 * A key an older version kept in `DATA_DIR/jwt-secret` is adopted, so sessions survive the upgrade.
 */
export async function signingKey(db: Db, dataDir: string): Promise<string> {
  const legacyFile = path.join(dataDir, 'jwt-secret');
  const candidate = existsSync(legacyFile)
    ? readFileSync(legacyFile, 'utf8').trim()
    : randomBytes(48).toString('base64url');
  await db.insert(serverKeys).values({ name: 'jwt', value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, 'jwt'));
  return row.value;
}
