import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live server holds the data folder. */
export class DataDirLocked extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per embedded database: PGlite is a single-process engine, and two servers on
 * one folder would each keep their own view and lose the other's writes. The lock is a
 * file holding the owner's pid; a lock left by a process that died is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new DataDirLocked(
          `Another Masthead server (process ${owner}) is using the data folder ${dataDir}. Stop it first, or give this one another DATA_DIR (or a DATABASE_URL).`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLocked(`Could not lock the data folder ${dataDir}`);
}
