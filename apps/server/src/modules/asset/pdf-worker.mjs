// Renders the pages of a PDF in a worker thread, so the server's event loop never waits on it:
// for each page, a PNG at most `limits.width` × `limits.maxHeight` pixels and the printed text.
// Plain JavaScript, so that the same file runs from the sources (tests, tsx) and beside the
// bundle (dist/pdf-worker.mjs). The limits come with each job from pdf-pages.ts (ADR 0026).
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';

// The renderer's module object, handed to it before it loads, tells how large its heap has grown
// (a WebAssembly heap never shrinks: the parent replaces a worker whose heap is past its budget).
globalThis.$libmupdf_wasm_Module = {};
const mupdf = await import('mupdf');
const heapBytes = () => globalThis.$libmupdf_wasm_Module.HEAPU8?.byteLength ?? null;

/**
 * @typedef {{ minPoints: number, maxPoints: number, maxAspect: number, width: number, maxHeight: number }} PageLimits
 * @param {number[]} bounds
 * @param {PageLimits} limits
 */
function fitsLimits([x0, y0, x1, y1], limits) {
  const width = x1 - x0;
  const height = y1 - y0;
  if (!Number.isFinite(width) || !Number.isFinite(height)) return false;
  if (Math.min(width, height) < limits.minPoints || Math.max(width, height) > limits.maxPoints) return false;
  return Math.max(width / height, height / width) <= limits.maxAspect;
}

/** @param {{ id: number, file: string, maxPages: number, limits: PageLimits }} job */
async function render(job) {
  const post = (message, transfer = []) =>
    parentPort?.postMessage({ id: job.id, heapBytes: heapBytes(), ...message }, transfer);
  const { limits } = job;
  let document;
  try {
    document = mupdf.Document.openDocument(await readFile(job.file), 'application/pdf');
  } catch {
    post({ kind: 'failed', reason: 'unreadable' });
    return;
  }
  try {
    if (document.needsPassword()) return post({ kind: 'failed', reason: 'encrypted' });
    let count;
    try {
      count = document.countPages();
    } catch {
      return post({ kind: 'failed', reason: 'unreadable' });
    }
    if (count === 0) return post({ kind: 'failed', reason: 'empty' });
    if (count > job.maxPages) return post({ kind: 'failed', reason: 'too-many' });
    // Every page's size first: a file with one absurd page is refused before any is drawn.
    for (let index = 0; index < count; index++) {
      const page = document.loadPage(index);
      try {
        if (!fitsLimits(page.getBounds(), limits))
          return post({ kind: 'failed', reason: 'page-size', page: index + 1 });
      } finally {
        page.destroy();
      }
    }
    for (let index = 0; index < count; index++) {
      const page = document.loadPage(index);
      try {
        const [x0, y0, x1, y1] = page.getBounds();
        // The width wanted, the height bounded too: never more than width × maxHeight pixels.
        const scale = Math.min(limits.width / (x1 - x0), limits.maxHeight / (y1 - y0));
        const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
        const png = pixmap.asPNG().slice();
        const width = pixmap.getWidth();
        const height = pixmap.getHeight();
        pixmap.destroy();
        const text = page.toStructuredText('preserve-whitespace').asText();
        post({ kind: 'page', number: index + 1, png, width, height, text }, [png.buffer]);
      } finally {
        page.destroy();
      }
    }
    post({ kind: 'done', pageCount: count });
  } catch {
    post({ kind: 'failed', reason: 'unreadable' });
  } finally {
    document.destroy();
    // Cached fonts and images of this file are of no use to the next one.
    mupdf.emptyStore();
  }
}

parentPort?.on('message', (job) => {
  render(job).catch(() => parentPort?.postMessage({ id: job.id, kind: 'failed', reason: 'unreadable' }));
});
