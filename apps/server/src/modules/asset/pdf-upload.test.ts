import { readdir } from 'node:fs/promises';
import { messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { nestedFormsPdf, pagePdf } from '../../test/hostile-pdf.js';
import { makePdf } from '../../test/pdf.js';
import { pdfBudget } from './pdf-pages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PDF uploads (e-paper editions)', () => {
  it('renders every page to a WebP thumbnail and keeps the printed text', async () => {
    const pdf = makePdf([
      ['Harbour Herald', 'Morning edition'],
      ['Lighthouse keeper retires after forty years'],
      ['Weather: gales'],
    ]);
    const response = await t.upload(pdf, 'herald.pdf', { tag: 'epaper' });
    expect(response.statusCode, response.body).toBe(201);
    const asset = response.json().data;
    expect(asset.mimeType).toBe('application/pdf');
    expect(asset.pages).toHaveLength(3);
    expect(asset.pages[0]).toMatchObject({ number: 1, width: 400 });
    expect(asset.pages[0].height).toBeGreaterThan(500);
    expect(asset.thumbnailUrl).toBe(asset.pages[0].thumbnailUrl);
    const thumb = await t.call({ method: 'GET', url: asset.pages[1].thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await t.call({ method: 'GET', url: `/api/asset/${asset._id}`, token: t.adminToken });
    expect(again.json().data.pages).toHaveLength(3);
  });

  it('refuses an encrypted, a damaged and a page-less PDF with a clear message, keeping nothing', async () => {
    const kept = async () => {
      const [row] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from assets`));
      const files = await readdir(t.config.mediaDir, { recursive: true });
      return { assets: row?.n, files: files.filter((f) => !f.startsWith('.tmp')).length };
    };
    const before = await kept();
    const plain = mupdf.Document.openDocument(makePdf([['Secret']]), 'application/pdf').asPDF();
    const encrypted = Buffer.from(
      plain?.saveToBuffer('encrypt=aes-256,user-password=secret,owner-password=owner').asUint8Array() ?? [],
    );
    const locked = await t.upload(encrypted, 'locked.pdf', { tag: 'epaper' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.fields.file).toBe(messages.pdfEncrypted);

    const damaged = await t.upload(Buffer.from('%PDF-1.4 garbage, not a document'), 'bad.pdf', {
      tag: 'epaper',
    });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error.message).toBe(messages.pdfUnreadable);

    const empty = await t.upload(makePdf([]), 'empty.pdf', { tag: 'epaper' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.pdfNoPages);
    expect(await kept()).toEqual(before);
  });

  it('refuses a page of absurd shape before drawing it, and bounds the pixels of a tall one', async () => {
    // 10 × 14,400 points: drawn 400 px wide it would be 576,000 px tall.
    const sliver = await t.upload(pagePdf(10, 14_400), 'sliver.pdf', { tag: 'epaper' });
    expect(sliver.statusCode).toBe(400);
    expect(sliver.json().error.fields.file).toBe(messages.pdfPageSize(1));
    for (const [width, height] of [
      [595, 595 * 5],
      [14_401, 14_000],
      [40, 60],
    ]) {
      const odd = await t.upload(pagePdf(width as number, height as number), 'odd.pdf', { tag: 'epaper' });
      expect(odd.json().error?.message, `${width} × ${height}`).toBe(messages.pdfPageSize(1));
    }
    // A broadsheet page (600 × 750 mm), a double spread and the tallest strip allowed all render.
    for (const [width, height, pixels] of [
      [1701, 2126, [400, 500]],
      [3402, 2126, [400, 250]],
      [300, 1200, [400, 1600]],
    ] as const) {
      const page = await t.upload(pagePdf(width, height), 'page.pdf', { tag: 'epaper' });
      expect(page.statusCode, page.body).toBe(201);
      const [rendered] = page.json().data.pages;
      expect([rendered.width, Math.abs(rendered.height - pixels[1]) <= 1]).toEqual([pixels[0], true]);
      expect(rendered.height).toBeLessThanOrEqual(pdfBudget.page.maxHeight);
    }
  });

  it('lets only those who may add or edit e-papers upload an e-paper PDF', async () => {
    const reporter = await t.userWith({ Cms: ['Read', 'Write'] }, 'Rory Reporter');
    const refused = await t.upload(makePdf([['Edition']]), 'edition.pdf', { tag: 'epaper' }, reporter.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.pdfNeedsEpaperRight);
    // The reporter's own uploads (images) still go through.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await t.upload(png, 'dot.png', {}, reporter.token)).statusCode).toBe(201);
    for (const right of ['Write', 'Edit', 'EditOwn'] as const) {
      const editor = await t.userWith({ Epaper: ['Read', right] });
      const kept = await t.upload(makePdf([['Edition']]), 'edition.pdf', { tag: 'epaper' }, editor.token);
      expect(kept.statusCode, `${right}: ${kept.body}`).toBe(201);
    }
  });

  it("stops a PDF that draws too long, while another user's edition is read meanwhile", async () => {
    const slowUser = await t.userWith({ Epaper: ['Read', 'Write'] }, 'Sol Slow');
    const otherUser = await t.userWith({ Epaper: ['Read', 'Write'] }, 'Otto Other');
    // A few kilobytes: one page drawing a form 10 times, which draws the next 10 times, 5 levels deep.
    const slowPdf = nestedFormsPdf(5, 10);
    expect(slowPdf.length).toBeLessThan(4096);
    const started = Date.now();
    let slowAnsweredAt = 0;
    const slow = t.upload(slowPdf, 'slow.pdf', { tag: 'epaper' }, slowUser.token).then((response) => {
      slowAnsweredAt = Date.now();
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The same user's next PDF waits for the first: refused at once, not queued.
    const second = await t.upload(makePdf([['Second']]), 'second.pdf', { tag: 'epaper' }, slowUser.token);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe(messages.pdfUploadInFlight);
    // Another user's edition is read while the slow one still draws.
    const other = await t.upload(
      makePdf([['Other edition'], ['Page two']]),
      'other.pdf',
      { tag: 'epaper' },
      otherUser.token,
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.pages).toHaveLength(2);
    expect(slowAnsweredAt).toBe(0);
    const refused = await slow;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.file).toBe(messages.pdfTooSlow(pdfBudget.pageMs / 1000));
    expect(slowAnsweredAt - started).toBeLessThan(pdfBudget.pageMs + 5000);
    // Its turn is over: the same user uploads again, and the renderer has a worker for it.
    const after = await t.upload(makePdf([['After']]), 'after.pdf', { tag: 'epaper' }, slowUser.token);
    expect(after.statusCode, after.body).toBe(201);
  }, 40_000);
});
