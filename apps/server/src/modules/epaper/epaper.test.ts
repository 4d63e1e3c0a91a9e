import { epaperSchema, messages, publicEpaperDetailSchema } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePdf } from '../../test/pdf.js';
import { epaperRepo } from './epaper.repo.js';
import { epaperService } from './epaper.service.js';

let t: TestApp;
let pdfId: string;
let imageId: string;
let publisher: { token: string; user: { _id: string } };
let writer: { token: string; user: { _id: string } };

const HOUR = 3_600_000;
const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/epaper/create', token, payload });
const patch = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: `/api/epaper/${id}`, token, payload });
const list = (query = '', token = t.adminToken) => t.call({ method: 'GET', url: `/api/epaper${query}`, token });
const complete = (overrides: Record<string, unknown> = {}) => ({
  title: 'Harbour Herald, Monday',
  seo: {
    title: 'Harbour Herald',
    description: 'The Monday edition',
    metaTags: [{ property: 'keywords', content: 'harbour' }],
  },
  file: pdfId,
  publishDate: new Date(Date.now() - HOUR).toISOString(),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const pdf = makePdf([['Harbour Herald'], ['Lighthouse keeper retires after forty years'], ['Tides and weather']]);
  pdfId = (await t.upload(pdf, 'herald.pdf', { tag: 'epaper' })).json().data._id;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  imageId = (await t.upload(png, 'dot.png')).json().data._id;
  publisher = await t.userWith({ Epaper: ['Read', 'Write', 'Edit', 'Publish', 'Remove'] }, 'Paula Publisher');
  writer = await t.userWith({ Epaper: ['Read', 'Write', 'EditOwn'] }, 'Walt Writer');
});
afterAll(() => t.close());

describe('e-papers', () => {
  it('saves a draft with only a title, and answers it with its pages once a PDF is attached', async () => {
    const draft = await create({ title: 'Draft edition' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data).toMatchObject({
      title: 'Draft edition',
      slug: 'draft-edition',
      status: 'Draft',
      pageCount: 0,
      file: null,
    });
    const withPdf = await patch(draft.json().data._id, { file: pdfId });
    const edition = epaperSchema.parse(withPdf.json().data);
    expect(edition.pageCount).toBe(3);
    expect(edition.file?.pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(edition.coverUrl).toBe(edition.file?.pages[0]?.thumbnailUrl);
    expect(edition.url).toMatch(/\.pdf$/);
    expect((await create({ title: '  ' })).json().error.fields.title).toBe(messages.titleRequired);
  });

  it('refuses to publish without the marked fields, one message per field', async () => {
    const refused = await create({ title: 'Incomplete', status: 'Published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'seo.title': messages.seoTitleRequired,
      'seo.description': messages.seoDescriptionRequired,
      file: messages.pdfRequired,
      publishDate: messages.publishDateRequired,
    });
    const notPdf = await create(complete({ file: imageId }));
    expect(notPdf.json().error.fields.file).toBe(messages.epaperFileNotPdf);
  });

  it('publishes with the Publish right, schedules a future date, and sends it to review without the right', async () => {
    const live = await create(complete({ status: 'Published' }), publisher.token);
    expect(live.json().data.status).toBe('Published');
    const later = await create(
      complete({ status: 'Published', publishDate: new Date(Date.now() + 2 * HOUR).toISOString() }),
      publisher.token,
    );
    expect(later.json().data.status).toBe('Scheduled');
    const review = await create(complete({ status: 'Published' }), writer.token);
    expect(review.json().data.status).toBe('Need Review');
    // The publisher approves it by publishing.
    const approved = await patch(review.json().data._id, { status: 'Published' }, publisher.token);
    expect(approved.json().data.status).toBe('Published');
  });

  it('un-publishes with the Publish right only, and keeps writers off live editions', async () => {
    const { _id: id } = (await create(complete({ status: 'Published' }))).json().data;
    const byWriter = await patch(id, { status: 'Draft' }, writer.token);
    expect(byWriter.statusCode).toBe(403);
    const unpublished = await patch(id, { status: 'Draft' }, publisher.token);
    expect(unpublished.json().data.status).toBe('Draft');
    const mine = (await create({ title: 'Mine' }, writer.token)).json().data;
    expect((await patch(mine._id, { title: 'Mine, renamed' }, writer.token)).statusCode).toBe(200);
    const theirs = await patch(id, { title: 'Not mine' }, writer.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(messages.onlyOwnItems);
  });

  it('lets a Publish-only holder change the status and nothing else, refusing the whole request otherwise', async () => {
    const stamp = await t.userWith({ Epaper: ['Read', 'Publish'] }, 'Stan Stamp');
    const live = (await create(complete({ title: 'Live edition', status: 'Published' }))).json().data;
    const rewrite = await patch(
      live._id,
      { status: 'Draft', title: 'Rewritten', seo: { title: 'Rewritten', description: 'Rewritten' }, file: null },
      stamp.token,
    );
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json().error.message).toBe(messages.noPermission);
    const unchanged = (
      await t.call({ method: 'GET', url: `/api/epaper/detail/${live._id}`, token: t.adminToken })
    ).json().data;
    expect(unchanged).toMatchObject({ title: 'Live edition', status: 'Published', seo: { title: 'Harbour Herald' } });
    expect(unchanged.file?._id).toBe(pdfId);
    // The same with the status alone is an un-publish, and only the status changes.
    const unpublished = await patch(live._id, { status: 'Draft', _id: live._id }, stamp.token);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json().data).toMatchObject({ title: 'Live edition', status: 'Draft', pageCount: 3 });
    // Publishing is a status step too; publishing with a new title is an edit.
    const retitled = await patch(live._id, { status: 'Published', title: 'Retitled' }, stamp.token);
    expect(retitled.statusCode).toBe(403);
    const republished = await patch(live._id, { status: 'Published' }, stamp.token);
    expect(republished.json().data).toMatchObject({ title: 'Live edition', status: 'Published' });
    // With Edit beside Publish, the same rewrite is an edit it may make.
    const both = await patch(live._id, { status: 'Draft', title: 'Rewritten by an editor' }, publisher.token);
    expect(both.json().data).toMatchObject({ title: 'Rewritten by an editor', status: 'Draft' });
  });

  it('publishes a scheduled edition at its date, exactly once', async () => {
    const { _id: id } = (
      await create(complete({ status: 'Published', publishDate: new Date(Date.now() + HOUR).toISOString() }))
    ).json().data;
    const future = epaperService(epaperRepo(t.database.db), () => new Date(Date.now() + 2 * HOUR));
    const [first, second] = await Promise.all([future.publishDue(), future.publishDue()]);
    expect([...first, ...second].filter((published) => published === id)).toHaveLength(1);
    expect(
      (await t.call({ method: 'GET', url: `/api/epaper/detail/${id}`, token: t.adminToken })).json().data.status,
    ).toBe('Published');
  });

  it('finds an edition by a word printed inside it, and by the day it was made', async () => {
    const { _id: id } = (await create({ title: 'Search me', file: pdfId })).json().data;
    const searched = await list('?search=lighthouse');
    expect(searched.statusCode, searched.body).toBe(200);
    const items = searched.json().data.items as { _id: string; foundOnPages?: number[] }[];
    expect(items.map((e) => e._id)).toContain(id);
    // And on which page the word is printed.
    expect(items.find((e) => e._id === id)?.foundOnPages).toEqual([2]);
    const tides = (await list('?search=tides%20weather')).json().data.items as {
      _id: string;
      foundOnPages?: number[];
    }[];
    expect(tides.find((e) => e._id === id)?.foundOnPages).toEqual([3]);
    expect((await list('')).json().data.items[0].foundOnPages).toBeUndefined();
    expect((await list('?search=lightho')).json().data.total).toBeGreaterThan(0);
    expect((await list('?search=zeppelin')).json().data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?date=${today}&tz=0`)).json().data.items.map((e: { _id: string }) => e._id)).toContain(id);
    expect((await list('?date=2001-01-01')).json().data.total).toBe(0);
    expect((await list('?date=yesterday')).statusCode).toBe(400);
  });

  it('refuses a save over a newer version, naming who saved it', async () => {
    const edition = (await create({ title: 'Versioned' })).json().data;
    await patch(edition._id, { title: 'Versioned, first', updatedAt: edition.updatedAt });
    const stale = await patch(edition._id, { title: 'Versioned, second', updatedAt: edition.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields.updatedBy).toBeTruthy();
  });

  it('needs Epaper rights', async () => {
    const nobody = await t.userWith({ Cms: ['Read'] });
    expect((await list('', nobody.token)).statusCode).toBe(403);
    expect((await create({ title: 'x' }, nobody.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/epaper' })).statusCode).toBe(401);
    const reader = await t.userWith({ Epaper: ['Read'] });
    expect((await list('', reader.token)).statusCode).toBe(200);
    expect((await create({ title: 'x' }, reader.token)).statusCode).toBe(403);
  });

  it('deletes with Remove', async () => {
    const { _id: id } = (await create({ title: 'To delete' })).json().data;
    expect((await t.call({ method: 'DELETE', url: `/api/epaper/${id}`, token: writer.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/epaper/${id}`, token: publisher.token })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/epaper/detail/${id}`, token: t.adminToken })).statusCode).toBe(
      404,
    );
  });

  it('Edit:own with Remove deletes only its own editions (one rule with clients and content)', async () => {
    const owner = await t.userWith({ Epaper: ['Read', 'Write', 'EditOwn', 'Remove'] });
    const { _id: theirs } = (await create({ title: 'Not theirs to delete' })).json().data;
    const { _id: mine } = (await create({ title: 'Theirs to delete' }, owner.token)).json().data;
    const refused = await t.call({ method: 'DELETE', url: `/api/epaper/${theirs}`, token: owner.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.onlyOwnItems);
    expect((await t.call({ method: 'GET', url: `/api/epaper/detail/${theirs}`, token: t.adminToken })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'DELETE', url: `/api/epaper/${mine}`, token: owner.token })).statusCode).toBe(204);
  });

  it('gives the public site published editions only, with cover, pages and the PDF', async () => {
    const { slug } = (await create(complete({ title: 'Public edition', status: 'Published' }))).json().data;
    const { slug: draftSlug } = (await create({ title: 'Not public', file: pdfId })).json().data;
    const page = await t.call({ method: 'GET', url: '/api/public/epaper' });
    expect(page.statusCode).toBe(200);
    const slugs = page.json().data.items.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain(slug);
    expect(slugs).not.toContain(draftSlug);
    expect(page.json().data.items[0]).toMatchObject({ pageCount: 3 });
    const detail = await t.call({ method: 'GET', url: `/api/public/epaper/${slug}` });
    const edition = publicEpaperDetailSchema.parse(detail.json().data);
    expect(edition.pages).toHaveLength(3);
    expect(edition.pdfUrl).toMatch(/\.pdf$/);
    expect(detail.headers.etag).toBeTruthy();
    expect((await t.call({ method: 'GET', url: `/api/public/epaper/${draftSlug}` })).statusCode).toBe(404);
  });
});
