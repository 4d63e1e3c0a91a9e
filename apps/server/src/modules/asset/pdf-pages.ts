import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Why a PDF's pages could not be read. */
export type PdfRefusalReason = 'unreadable' | 'encrypted' | 'empty' | 'too-many';

export class PdfRefusal extends Error {
  constructor(readonly reason: PdfRefusalReason) {
    super(`PDF refused: ${reason}`);
  }
}

export interface RenderedPage {
  number: number;
  /** PNG, 400 px wide. */
  png: Uint8Array;
  width: number;
  height: number;
  text: string;
}

type WorkerMessage =
  | ({ id: number; kind: 'page' } & RenderedPage)
  | { id: number; kind: 'done'; pageCount: number }
  | { id: number; kind: 'failed'; reason: PdfRefusalReason };

/** The worker script: beside this module in the sources, beside the bundle in dist. */
function workerFile(): string {
  const candidates = [import.meta.dirname, path.join(import.meta.dirname, '..')].map((folder) =>
    path.join(folder, 'pdf-worker.mjs'),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`pdf-worker.mjs not found beside ${import.meta.dirname}`);
  return found;
}

/**
 * Renders PDFs in one worker thread, one PDF at a time (the others wait their turn), so that
 * the event loop never waits and a large edition takes one core, not all. The worker starts on
 * the first PDF and stays for the next ones.
 */
export function pdfRenderer() {
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Map<number, (message: WorkerMessage) => void>();

  function start(): Worker {
    if (worker) return worker;
    const started = new Worker(workerFile(), { stderr: true, stdout: true });
    // The renderer's warnings about repaired files are not ours to print.
    started.stderr.resume();
    started.stdout.resume();
    started.unref();
    started.on('message', (message: WorkerMessage) => listeners.get(message.id)?.(message));
    const lost = (error: Error) => {
      worker = null;
      for (const [id, listener] of listeners) {
        listeners.delete(id);
        listener({ id, kind: 'failed', reason: 'unreadable' });
      }
      void error;
    };
    started.on('error', lost);
    started.on('exit', () => lost(new Error('pdf worker exited')));
    worker = started;
    return started;
  }

  function run(file: string, maxPages: number, onPage: (page: RenderedPage) => Promise<void>): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const id = nextId++;
      // Pages are handled in order; the last one is handled before the answer.
      let handling: Promise<void> = Promise.resolve();
      listeners.set(id, (message) => {
        if (message.kind === 'page') {
          handling = handling.then(() => onPage(message));
          return;
        }
        listeners.delete(id);
        const pageCount = message.kind === 'done' ? message.pageCount : 0;
        const failure = message.kind === 'failed' ? new PdfRefusal(message.reason) : null;
        handling.then(
          () => (failure ? reject(failure) : resolve(pageCount)),
          (error: unknown) => reject(error),
        );
      });
      start().postMessage({ id, file, maxPages });
    });
  }

  return {
    /** Every page of the PDF at `file`, in order, to `onPage`; answers the page count or throws a PdfRefusal. */
    render(file: string, maxPages: number, onPage: (page: RenderedPage) => Promise<void>): Promise<number> {
      const turn = queue.then(() => run(file, maxPages, onPage));
      queue = turn.catch(() => undefined);
      return turn;
    },

    async close(): Promise<void> {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
export type PdfRenderer = ReturnType<typeof pdfRenderer>;
