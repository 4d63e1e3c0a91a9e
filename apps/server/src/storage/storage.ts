import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLargeError extends Error {}

/**
 * Media storage on local disk. Uploads stream into a temporary file (constant memory)
 * and move under their final key only once they are accepted.
 */
export interface Storage {
  /** Where a file is kept: on this machine's disk (served from `root`), or in an S3 bucket. */
  readonly kind: 'local' | 's3';
  readonly root: string;
  /** Streams into a temporary file, failing with TooLargeError past `maxBytes`; nothing is left behind on failure. */
  receive(stream: Readable, maxBytes: number): Promise<{ tempPath: string; size: number }>;
  commit(tempPath: string, key: string): Promise<void>;
  discard(tempPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  pathOf(key: string): string;
}

export function localStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const tmpDir = path.join(root, '.tmp');
  const pathOf = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`Invalid storage key ${key}`);
    return resolved;
  };
  return {
    kind: 'local',
    root,
    pathOf,
    async receive(stream, maxBytes) {
      await mkdir(tmpDir, { recursive: true });
      const tempPath = path.join(tmpDir, randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) callback(new TooLargeError());
          else callback(null, chunk);
        },
      });
      const file = createWriteStream(tempPath);
      try {
        await pipeline(stream, counter, file);
      } catch (error) {
        stream.resume();
        // The file may still be opening when the stream fails: removing it before it closes would leave it behind.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, size };
    },
    async commit(tempPath, key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    discard: (tempPath) => rm(tempPath, { force: true }),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
