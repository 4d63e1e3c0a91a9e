import { readdir } from 'node:fs/promises';
import { messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePdf } from '../../test/pdf.js';

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
});
