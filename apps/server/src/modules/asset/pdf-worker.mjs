// Renders the pages of a PDF in a worker thread, so the server's event loop never waits on it:
// for each page, a PNG 400 px wide and the printed text. Plain JavaScript, so that the same file
// runs from the sources (tests, tsx) and beside the bundle (dist/pdf-worker.mjs).
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import * as mupdf from 'mupdf';

const THUMB_WIDTH = 400;

/** @param {{ id: number, file: string, maxPages: number }} job */
async function render(job) {
  const post = (message, transfer = []) => parentPort?.postMessage({ id: job.id, ...message }, transfer);
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
    for (let index = 0; index < count; index++) {
      const page = document.loadPage(index);
      try {
        const [x0, , x1] = page.getBounds();
        const scale = THUMB_WIDTH / Math.max(1, x1 - x0);
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
  }
}

parentPort?.on('message', (job) => {
  render(job).catch(() => parentPort?.postMessage({ id: job.id, kind: 'failed', reason: 'unreadable' }));
});
