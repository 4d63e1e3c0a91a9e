import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Why a PDF's pages could not be read. */
export type PdfRefusalReason = 'unreadable' | 'encrypted' | 'empty' | 'too-many' | 'page-size' | 'too-slow';

export class PdfRefusal extends Error {
  constructor(
    readonly reason: PdfRefusalReason,
    /** The page at fault, and the time budget passed, when they are known. */
    readonly detail: { page?: number; seconds?: number } = {},
  ) {
    super(`PDF refused: ${reason}`);
  }
}

const MB = 1024 * 1024;

/** What rendering an edition may cost (ADR 0026). */
export interface PdfBudget {
  /** Worker threads, each rendering one PDF: a slow file holds one of them, not every upload. */
  workers: number;
  /** One page, drawn and its text read; the first also opens the file. */
  pageMs: number;
  /** The whole file, from the moment a worker takes it. */
  documentMs: number;
  /** A worker whose renderer heap has grown past this is replaced once its file is done. */
  workerHeapBytes: number;
  page: {
    /** The shortest and longest side of a page, in points (1/72 inch). */
    minPoints: number;
    maxPoints: number;
    /** Longest side over shortest. */
    maxAspect: number;
    /** The rendered width in pixels, and the most pixels tall a page may be rendered. */
    width: number;
    maxHeight: number;
  };
}

export const pdfBudget: PdfBudget = {
  workers: 2,
  pageMs: 10_000,
  documentMs: 120_000,
  workerHeapBytes: 256 * MB,
  page: { minPoints: 72, maxPoints: 14_400, maxAspect: 4, width: 400, maxHeight: 1600 },
};

export interface RenderedPage {
  number: number;
  /** PNG, at most `page.width` × `page.maxHeight` pixels. */
  png: Uint8Array;
  width: number;
  height: number;
  text: string;
}

type WorkerMessage = { id: number; heapBytes: number | null } & (
  | ({ kind: 'page' } & RenderedPage)
  | { kind: 'done'; pageCount: number }
  | { kind: 'failed'; reason: PdfRefusalReason; page?: number }
);

/** The worker script: beside this module in the sources, beside the bundle in dist. */
function workerFile(): string {
  const candidates = [import.meta.dirname, path.join(import.meta.dirname, '..')].map((folder) =>
    path.join(folder, 'pdf-worker.mjs'),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`pdf-worker.mjs not found beside ${import.meta.dirname}`);
  return found;
}

function startWorker(): Worker {
  // The JavaScript heap is bounded too: a page's text is the only large thing it holds.
  const worker = new Worker(workerFile(), {
    stderr: true,
    stdout: true,
    resourceLimits: { maxOldGenerationSizeMb: 96 },
  });
  // The renderer's warnings about repaired files are not ours to print.
  worker.stderr.resume();
  worker.stdout.resume();
  worker.unref();
  // A worker that dies is noticed by the job it was running (its `exit`), or not needed again.
  worker.on('error', () => {});
  return worker;
}

/**
 * Renders PDFs in a few worker threads, one PDF per worker at a time (others wait for a free
 * one), so that the event loop never waits and an edition takes one core, not all. A page or a
 * file over its time budget has its worker terminated (the renderer cannot be interrupted any
 * other way) and is refused; a worker whose heap has grown past its budget is replaced.
 */
export function pdfRenderer(budget: PdfBudget = pdfBudget) {
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const waiting: (() => void)[] = [];
  let nextId = 1;

  let closed = false;

  async function takeWorker(): Promise<Worker> {
    while (busy.size >= budget.workers) await new Promise<void>((resolve) => waiting.push(resolve));
    if (closed) throw new Error('The PDF renderer is closed');
    const worker = idle.pop() ?? startWorker();
    busy.add(worker);
    return worker;
  }

  function giveBack(worker: Worker, keep: boolean): void {
    busy.delete(worker);
    if (keep && !closed) idle.push(worker);
    else void worker.terminate();
    waiting.shift()?.();
  }

  /** One PDF on a worker of its own; the worker goes back (or is replaced) before the answer. */
  function run(worker: Worker, file: string, maxPages: number, onPage: (page: RenderedPage) => Promise<void>) {
    return new Promise<number>((resolve, reject) => {
      const id = nextId++;
      // Pages are handled in order; the last one is handled before the answer.
      let handling: Promise<void> = Promise.resolve();
      let settled = false;
      /** `keep`: the worker finished the file itself, its heap within budget. */
      const finish = (outcome: number | Error, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(pageTimer);
        clearTimeout(documentTimer);
        worker.off('message', listen);
        worker.off('exit', exited);
        // A worker still drawing cannot be interrupted any other way.
        if (!keep) void worker.terminate();
        // The pages already sent are handled (their files written) before the answer.
        void handling
          .catch(() => {})
          .then(() => {
            giveBack(worker, keep);
            if (outcome instanceof Error) reject(outcome);
            else resolve(outcome);
          });
      };
      const tooSlow = (ms: number) => () => finish(new PdfRefusal('too-slow', { seconds: ms / 1000 }), false);
      let pageTimer = setTimeout(tooSlow(budget.pageMs), budget.pageMs);
      const documentTimer = setTimeout(tooSlow(budget.documentMs), budget.documentMs);
      const exited = () => finish(new PdfRefusal('unreadable'), false);
      function listen(message: WorkerMessage) {
        if (message.id !== id) return;
        if (message.kind === 'page') {
          clearTimeout(pageTimer);
          pageTimer = setTimeout(tooSlow(budget.pageMs), budget.pageMs);
          handling = handling.then(() => onPage(message));
          // A page that cannot be handled ends the file: the worker need not draw the rest.
          handling.catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error)), false));
          return;
        }
        const keep = message.heapBytes !== null && message.heapBytes <= budget.workerHeapBytes;
        if (message.kind === 'failed') finish(new PdfRefusal(message.reason, { page: message.page }), keep);
        else
          handling.then(
            () => finish(message.pageCount, keep),
            () => {},
          );
      }
      worker.on('message', listen);
      worker.once('exit', exited);
      worker.postMessage({ id, file, maxPages, limits: budget.page });
    });
  }

  return {
    /** Every page of the PDF at `file`, in order, to `onPage`; answers the page count or throws a PdfRefusal. */
    async render(file: string, maxPages: number, onPage: (page: RenderedPage) => Promise<void>): Promise<number> {
      return run(await takeWorker(), file, maxPages, onPage);
    },

    /** The workers started and not replaced: waiting for a file, and rendering one. */
    workers: () => ({ idle: idle.length, busy: busy.size }),

    async close(): Promise<void> {
      closed = true;
      const all = [...idle, ...busy];
      idle.length = 0;
      busy.clear();
      for (const wake of waiting.splice(0)) wake();
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
export type PdfRenderer = ReturnType<typeof pdfRenderer>;
