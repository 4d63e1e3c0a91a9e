import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nestedFormsPdf } from '../../test/hostile-pdf.js';
import { makePdf } from '../../test/pdf.js';
import { PdfRefusal, type PdfRenderer, pdfBudget, pdfRenderer } from './pdf-pages.js';

let renderer: PdfRenderer | null = null;
let folder: string | null = null;
afterEach(async () => {
  await renderer?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
  renderer = null;
  folder = null;
});

async function file(name: string, bytes: Buffer): Promise<string> {
  folder ??= await mkdtemp(path.join(os.tmpdir(), 'masthead-pdf-'));
  const target = path.join(folder, name);
  await writeFile(target, bytes);
  return target;
}

const pagesOf = async (pdfs: PdfRenderer, target: string) => {
  const numbers: number[] = [];
  await pdfs.render(target, 10, async (page) => {
    numbers.push(page.number);
  });
  return numbers;
};

describe('the PDF renderer', () => {
  it('stops a file past its document budget, even while each page is within its own', async () => {
    const pdfs = pdfRenderer({ ...pdfBudget, documentMs: 1500 });
    renderer = pdfs;
    const started = Date.now();
    const refusal = await pdfs
      .render(await file('slow.pdf', nestedFormsPdf(4, 10)), 10, async () => {})
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(PdfRefusal);
    expect(refusal).toMatchObject({ reason: 'too-slow', detail: { seconds: 1.5 } });
    expect(Date.now() - started).toBeLessThan(5000);
    // The stopped worker is gone; the next file gets a new one.
    expect(pdfs.workers()).toEqual({ idle: 0, busy: 0 });
    expect(await pagesOf(pdfs, await file('next.pdf', makePdf([['One'], ['Two']])))).toEqual([1, 2]);
    expect(pdfs.workers()).toEqual({ idle: 1, busy: 0 });
  }, 20_000);

  it('replaces a worker whose heap has grown past its budget once its file is done', async () => {
    const edition = await file('edition.pdf', makePdf([['One'], ['Two']]));
    const thrifty = pdfRenderer({ ...pdfBudget, workerHeapBytes: 1024 });
    renderer = thrifty;
    expect(await pagesOf(thrifty, edition)).toEqual([1, 2]);
    expect(thrifty.workers()).toEqual({ idle: 0, busy: 0 });
    expect(await pagesOf(thrifty, edition)).toEqual([1, 2]);
    await thrifty.close();
    const usual = pdfRenderer();
    renderer = usual;
    expect(await pagesOf(usual, edition)).toEqual([1, 2]);
    expect(usual.workers()).toEqual({ idle: 1, busy: 0 });
  }, 20_000);
});
