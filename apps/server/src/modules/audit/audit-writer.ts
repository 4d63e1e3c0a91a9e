import type { AuditRecord } from './audit.repo.js';

type Stamped = AuditRecord & { at: Date };

interface Waiting {
  rows: Stamped[];
  settle: (failure: { error: unknown } | null) => void;
}

/**
 * Appends audit rows by group commit: the rows handed in during one turn of the event loop, or
 * while the previous INSERT is running, go in one INSERT, and each caller's promise settles when
 * the INSERT holding its rows has (ADR 0024). A request awaits it before its answer leaves, so an
 * answered write always has its row; under load one statement still serves many writes.
 */
export function auditWriter(appendAll: (records: Stamped[]) => Promise<void>, maxBatch = 500) {
  let queue: Waiting[] = [];
  let writing: Promise<void> | null = null;

  const writeAll = async () => {
    while (queue.length > 0) {
      // Whole callers only: the rows of one call are written together or not at all.
      let size = 0;
      let taken = 0;
      while (taken < queue.length && (taken === 0 || size + queue[taken].rows.length <= maxBatch)) {
        size += queue[taken].rows.length;
        taken++;
      }
      const batch = queue.slice(0, taken);
      queue = queue.slice(taken);
      try {
        await appendAll(batch.flatMap((waiting) => waiting.rows));
        for (const waiting of batch) waiting.settle(null);
      } catch (error) {
        for (const waiting of batch) waiting.settle({ error });
      }
    }
    writing = null;
  };

  return {
    /** Writes the rows (stamped with this moment) with the next batch; settles once they are stored. */
    add(records: AuditRecord[]): Promise<void> {
      const at = new Date();
      return new Promise<void>((resolve, reject) => {
        queue.push({
          rows: records.map((record) => ({ ...record, at })),
          settle: (failure) => (failure ? reject(failure.error) : resolve()),
        });
        writing ??= new Promise<void>((next) => setImmediate(next)).then(writeAll);
      });
    },
    /** Waits for every row handed in so far (the app awaits it when it closes). */
    async drain(): Promise<void> {
      while (writing) await writing;
    },
  };
}
