import type { AuditRecord } from './audit.repo.js';

/**
 * Appends audit rows in batches: the rows of the requests that finish in one turn of the event
 * loop, or while the previous batch is being written, go in one INSERT. Under load that is one
 * statement for many writes instead of one each; when idle, a row is written at the next turn.
 * `drain` waits for every row handed in so far (the app awaits it when it closes).
 */
export function auditWriter(
  appendAll: (records: (AuditRecord & { at: Date })[]) => Promise<void>,
  onError: (error: unknown) => void,
  maxBatch = 500,
) {
  let queue: (AuditRecord & { at: Date })[] = [];
  let writing: Promise<void> | null = null;

  const writeAll = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await appendAll(batch);
      } catch (error) {
        onError(error);
      }
    }
    writing = null;
  };

  return {
    /** Keeps the row, stamped with the moment it was handed in, for the next batch. */
    add(record: AuditRecord): void {
      queue.push({ ...record, at: new Date() });
      writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(writeAll);
    },
    async drain(): Promise<void> {
      while (writing) await writing;
    },
  };
}
