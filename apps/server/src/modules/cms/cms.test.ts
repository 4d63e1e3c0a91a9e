import { cmsItemSchema, cmsListItemSchema, contentStatuses, contentTypes, messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { cmsRepo } from './cms.repo.js';

let t: TestApp;
let imageId: string;
let categoryId: string;
let editor: { token: string; user: { _id: string } };
let reporter: { token: string; user: { _id: string } };
let otherReporter: { token: string; user: { _id: string } };

async function uploadPng(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  const boundary = '----cms-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.call({
    method: 'POST',
    url: '/api/asset/upload',
    token: t.adminToken,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return response.json().data._id;
}

beforeAll(async () => {
  t = await createTestApp();
  imageId = await uploadPng();
  categoryId = (
    await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name: 'Politics' } })
  ).json().data._id;
  editor = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish', 'Remove'] }, 'Ed Editor');
  reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Rita Reporter');
  otherReporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Otto Other');
});
afterAll(() => t.close());

const complete = (over: Record<string, unknown> = {}) => ({
  title: 'Budget passes after long night',
  type: 'Article',
  description: 'Parliament voted at dawn.',
  body: [
    { title: 'The vote', body: '<p>It passed <strong>312</strong> to 290.</p>' },
    { title: 'Reactions', body: '<p>Formula: <span data-type="inline-math" data-latex="E=mc^2"></span></p>' },
  ],
  image: imageId,
  imageAlt: 'The chamber',
  categories: [categoryId],
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  seo: {
    title: 'Budget passes',
    description: 'The budget vote',
    metaTags: [{ property: 'keywords', content: 'budget' }],
  },
  tags: ['budget', 'parliament', 'budget'],
  ...over,
});
const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/cms/create', token, payload });
const patch = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: `/api/cms/${id}`, token, payload });
const notificationCount = async () =>
  (await t.call({ method: 'GET', url: '/api/cms/notification', token: t.adminToken })).json().data.count;

describe('reading', () => {
  it('answers the detail exactly in the contract shape: files in order with URLs, dates as ISO', async () => {
    const second = await uploadPng();
    const created = await create(
      complete({
        title: 'A gallery with videos',
        type: 'Gallery',
        gallery: [
          { file: second, description: 'Second upload first' },
          { file: imageId, description: 'Then the cover' },
          { url: 'https://example.com/outside.jpg', description: 'An outside picture' },
        ],
        videos: [{ url: 'https://example.com/clip.mp4' }, { file: second }],
      }),
    );
    expect(created.statusCode).toBe(201);
    const detail = await t.call({
      method: 'GET',
      url: `/api/cms/detail/${created.json().data._id}`,
      token: t.adminToken,
    });
    const item = cmsItemSchema.strict().parse(detail.json().data);
    expect(item.gallery.map((g) => [g.file?._id ?? null, g.url, g.description])).toEqual([
      [second, '', 'Second upload first'],
      [imageId, '', 'Then the cover'],
      [null, 'https://example.com/outside.jpg', 'An outside picture'],
    ]);
    expect(item.videos.map((v) => [v.file?._id ?? null, v.url])).toEqual([
      [null, 'https://example.com/clip.mp4'],
      [second, ''],
    ]);
    expect(item.image).toEqual({ _id: imageId, name: 'cover.png', url: expect.stringMatching(/^\/media\/.+\.png$/) });
    expect(item.user?.name).toBe('Administrator');
    expect(item.updatedBy?.name).toBe('Administrator');
    expect(item.tags).toEqual(['budget', 'parliament']);
    for (const date of [item.createdAt, item.updatedAt, item.publishDate]) {
      expect(new Date(date ?? '').toISOString()).toBe(date);
    }
    expect(item.deletedAt).toBeNull();

    const list = await t.call({ method: 'GET', url: '/api/cms?type=Gallery', token: t.adminToken });
    const row = list.json().data.items.find((i: { _id: string }) => i._id === item._id);
    expect(cmsListItemSchema.strict().parse(row)).toEqual(
      Object.fromEntries(Object.keys(cmsListItemSchema.shape).map((key) => [key, item[key as keyof typeof item]])),
    );
    expect(list.json().data.total).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await t.call({ method: 'GET', url: `/api/cms/detail/${id}`, token: t.adminToken });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.contentNotFound);
    }
  });
});

describe('drafts', () => {
  it('needs only a title, and embeds author and categories', async () => {
    const empty = await create({ title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ title: messages.titleRequired });
    const draft = await create({ title: 'Just a title', categories: [categoryId] }, reporter.token);
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data).toMatchObject({
      title: 'Just a title',
      type: 'Article',
      status: 'Draft',
      permaLink: 'just-a-title',
      user: { _id: reporter.user._id, name: 'Rita Reporter' },
      categories: [{ _id: categoryId, name: 'Politics', parent: null }],
    });
  });

  it('shows what changed elsewhere on an item it has shown before (a renamed category)', async () => {
    const category = (
      await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name: 'Weather' } })
    ).json().data;
    const item = (await create({ title: 'Fog over the bay', categories: [category._id] })).json().data;
    const detail = () => t.call({ method: 'GET', url: `/api/cms/detail/${item._id}`, token: t.adminToken });
    expect((await detail()).json().data.categories[0].name).toBe('Weather');
    const renamed = await t.call({
      method: 'PATCH',
      url: `/api/category/${category._id}`,
      token: t.adminToken,
      payload: { name: 'Weather and climate', updatedAt: category.updatedAt },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await detail()).json().data.categories[0].name).toBe('Weather and climate');
  });

  it('lists what changed since the same page was shown (a renamed author, a new item)', async () => {
    const { user: author } = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Nora Night');
    const page = async () =>
      (await t.call({ method: 'GET', url: '/api/cms?type=Page&status=Draft&page=1', token: t.adminToken })).json().data;
    const users = async () =>
      (await t.call({ method: 'GET', url: '/api/user?page=1', token: t.adminToken })).json().data;
    await create({ title: 'Tide tables', type: 'Page', user: author._id });
    const before = await page();
    const usersBefore = await users();
    expect(await page()).toEqual(before);
    await create({ title: 'Lock keepers', type: 'Page', user: author._id });
    const after = await page();
    expect(after.items[0].title).toBe('Lock keepers');
    expect(after.total).toBe(before.total + 1);
    const renamed = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: { _id: author._id, name: 'Nora Day', updatedAt: author.updatedAt },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await page()).items[0].user.name).toBe('Nora Day');
    const usersAfter = await users();
    expect(usersAfter).not.toEqual(usersBefore);
    expect(JSON.stringify(usersAfter)).toContain('Nora Day');
  });

  it('sanitises rich text: no script, no event handlers, no javascript: links; formulas kept', async () => {
    const response = await create(
      complete({
        title: 'Sanitised',
        body: [
          {
            title: 'x',
            body: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">link</a><img src="x" onerror="alert(3)"><span data-type="inline-math" data-latex="a^2"></span></p>',
          },
        ],
      }),
    );
    const body = response.json().data.body[0].body;
    expect(body).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(body).toContain('data-latex="a^2"');
    expect(body).toContain('>link</a>');
  });

  it('keeps the alt text of images in rich text, quotes included, and an empty alt for decoration', async () => {
    const item = (
      await create(
        complete({
          title: 'Described images',
          body: [
            {
              title: 'Photos',
              body: '<img src="/media/harbour.png" alt="Boats at dawn, &quot;calm&quot; &amp; grey" onerror="alert(1)"><img src="/media/rule.png" alt="">',
            },
          ],
        }),
      )
    ).json().data;
    const body = item.body[0].body;
    expect(body).toContain('<img src="/media/harbour.png" alt="Boats at dawn, &quot;calm&quot; &amp; grey" />');
    expect(body).toContain('<img src="/media/rule.png" alt="" />');
    expect(body).not.toContain('onerror');
    const link = (await t.call({ method: 'POST', url: `/api/cms/${item._id}/preview`, token: t.adminToken })).json()
      .data;
    const page = await t.call({ method: 'GET', url: link.url });
    expect(page.body).toContain('alt="Boats at dawn, &quot;calm&quot; &amp; grey"');
  });

  it('keeps tags unique and permalinks unique', async () => {
    const first = (await create({ title: 'Same title', tags: ['a', 'b', 'a'] })).json().data;
    expect(first.tags).toEqual(['a', 'b']);
    const second = (await create({ title: 'Same title' })).json().data;
    expect(second.permaLink).toBe('same-title-2');
    const taken = await create({ title: 'Other', permaLink: 'same-title' });
    expect(taken.statusCode).toBe(409);
  });

  it('saves items with one title created at the same moment, each with its own permalink', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => create({ title: 'Simultaneous save' })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const links = responses.map((response) => response.json().data.permaLink);
    expect(new Set(links).size).toBe(8);
  });
});

describe('publishing workflow', () => {
  it('refuses to publish without the marked fields, with a message per field', async () => {
    const response = await create({ title: 'Thin', status: 'Published', body: [{ title: '', body: '<p> </p>' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      description: messages.shortDescriptionRequired,
      'seo.title': messages.seoTitleRequired,
      'seo.description': messages.seoDescriptionRequired,
      publishDate: messages.publishDateRequired,
      'body.0.body': messages.sectionContentRequired,
      image: messages.coverImageRequired,
    });
    const video = await create({ title: 'Clip', type: 'Video', status: 'Published' });
    expect(Object.keys(video.json().error.fields)).toEqual(
      expect.arrayContaining(['categories', 'description', 'seo.title', 'seo.description', 'publishDate']),
    );
  });

  it('sends a publish without the Publish right to Need Review; an editor approves and publishes', async () => {
    const before = await notificationCount();
    const item = (await create(complete({ title: 'For review' }), reporter.token)).json().data;
    const sent = await patch(item._id, { status: 'Published', updatedAt: item.updatedAt }, reporter.token);
    expect(sent.json().data.status).toBe('Need Review');
    expect(await notificationCount()).toBe(before + 1);
    // The reporter cannot approve.
    expect((await patch(item._id, { status: 'Approved' }, reporter.token)).statusCode).toBe(403);
    const approved = await patch(item._id, { status: 'Approved' }, editor.token);
    expect(approved.json().data.status).toBe('Approved');
    expect(await notificationCount()).toBe(before);
    const published = await patch(item._id, { status: 'Published' }, editor.token);
    expect(published.json().data.status).toBe('Published');
    const retracted = await patch(item._id, { status: 'Retract' }, editor.token);
    expect(retracted.json().data.status).toBe('Retract');
  });

  it('refuses a reporter without Publish who unpublishes or retracts a live item with 403; the item stays live', async () => {
    const mine = (await create(complete({ title: 'Live, by the reporter' }), reporter.token)).json().data;
    const live = (await patch(mine._id, { status: 'Published' }, editor.token)).json().data;
    expect(live.status).toBe('Published');
    for (const [status, withVersion] of [
      ['Retract', false],
      ['Draft', false],
      ['Retract', true],
      ['Draft', true],
    ] as const) {
      const asked = await patch(
        live._id,
        { status, ...(withVersion ? { updatedAt: live.updatedAt } : {}) },
        reporter.token,
      );
      expect(asked.statusCode, `${status}`).toBe(403);
      expect(asked.json().error).toMatchObject({ code: 'FORBIDDEN', message: messages.needsPublishRight });
    }
    const after = (await t.call({ method: 'GET', url: `/api/cms/detail/${live._id}`, token: t.adminToken })).json()
      .data;
    expect(after).toMatchObject({ status: 'Published', updatedAt: live.updatedAt, pendingChange: null });
    // Someone else's live item: the same answer, not "nothing changed".
    const theirs = await patch(live._id, { status: 'Retract' }, otherReporter.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(messages.needsPublishRight);
  });

  it('rejects an item in review', async () => {
    const item = (await create(complete({ title: 'To reject', status: 'Published' }), reporter.token)).json().data;
    expect(item.status).toBe('Need Review');
    const rejected = await patch(item._id, { status: 'Rejected' }, editor.token);
    expect(rejected.json().data.status).toBe('Rejected');
  });

  it('publishes at once with the Publish right, or schedules for a future date', async () => {
    const now = (await create(complete({ title: 'Now', status: 'Published' }), editor.token)).json().data;
    expect(now.status).toBe('Published');
    const later = await create(
      complete({ title: 'Later', status: 'Published', publishDate: new Date(Date.now() + 3_600_000).toISOString() }),
      editor.token,
    );
    expect(later.json().data.status).toBe('Scheduled');
  });

  it('keeps the state on save: a published item stays published', async () => {
    const item = (await create(complete({ title: 'Stays live', status: 'Published' }), editor.token)).json().data;
    const saved = await patch(item._id, { title: 'Stays live, edited' }, editor.token);
    expect(saved.json().data).toMatchObject({ status: 'Published', title: 'Stays live, edited' });
  });
});

describe('ownership and conflicts', () => {
  it("EditOwn edits the user's own items only, and cannot change the author", async () => {
    const mine = (await create({ title: 'Mine' }, reporter.token)).json().data;
    expect((await patch(mine._id, { title: 'Mine, edited' }, reporter.token)).statusCode).toBe(200);
    const theirs = await patch(mine._id, { title: 'Hijacked' }, otherReporter.token);
    expect(theirs.statusCode).toBe(403);
    const reassigned = await patch(mine._id, { user: otherReporter.user._id }, reporter.token);
    expect(reassigned.statusCode).toBe(403);
    expect(reassigned.json().error.message).toBe(messages.cannotChangeAuthor);
    const after = (await t.call({ method: 'GET', url: `/api/cms/detail/${mine._id}`, token: t.adminToken })).json();
    expect(after.data).toMatchObject({ title: 'Mine, edited', user: { _id: reporter.user._id } });
  });

  it('refuses a stale save with 409 naming who changed it, and changes nothing', async () => {
    const item = (await create({ title: 'Contested' }, editor.token)).json().data;
    const first = await patch(item._id, { title: 'First edit', updatedAt: item.updatedAt }, t.adminToken);
    expect(first.statusCode).toBe(200);
    const second = await patch(item._id, { title: 'Second edit', updatedAt: item.updatedAt }, editor.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(messages.staleItem('Administrator'));
    expect(second.json().error.fields).toEqual({ updatedBy: 'Administrator', updatedAt: first.json().data.updatedAt });
    const detail = (await t.call({ method: 'GET', url: `/api/cms/detail/${item._id}`, token: t.adminToken })).json();
    expect(detail.data.title).toBe('First edit');
  });

  it('answers 404 for unknown items', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call({ method: 'GET', url: `/api/cms/detail/${unknown}`, token: t.adminToken })).statusCode).toBe(
      404,
    );
    expect((await patch(unknown, { title: 'x' })).statusCode).toBe(404);
  });
});

describe('the own-items rule on every write', () => {
  let trasher: { token: string; user: { _id: string } };
  beforeAll(async () => {
    // The role of the attack in issue 7: EditOwn and Remove, no Edit.
    trasher = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn', 'Remove'] }, 'Tom Trasher');
  });
  const del = (url: string, token: string) => t.call({ method: 'DELETE', url, token });
  const detail = async (id: string) =>
    (await t.call({ method: 'GET', url: `/api/cms/detail/${id}`, token: t.adminToken })).json().data;

  it("refuses EditOwn + Remove trashing, then purging, another author's item; the item stays whole", async () => {
    const theirs = (await create(complete({ title: 'Not yours to delete' }), otherReporter.token)).json().data;
    const trashed = await del(`/api/cms/${theirs._id}`, trasher.token);
    expect(trashed.statusCode).toBe(403);
    expect(trashed.json().error.message).toBe(messages.onlyOwnItems);
    expect((await detail(theirs._id)).deletedAt).toBeNull();
    // Even once an editor has put it in the trash, purging needs Edit.
    expect((await del(`/api/cms/${theirs._id}`, editor.token)).statusCode).toBe(204);
    const purged = await del(`/api/cms/${theirs._id}/purge`, trasher.token);
    expect(purged.statusCode).toBe(403);
    expect(purged.json().error.message).toBe(messages.purgeNeedsEdit);
    expect(await detail(theirs._id)).toMatchObject({
      title: 'Not yours to delete',
      user: { _id: otherReporter.user._id },
    });
  });

  it("refuses restoring another author's item, and trashes and restores the user's own", async () => {
    const theirs = (await create({ title: 'Trashed by its editor' }, otherReporter.token)).json().data;
    await del(`/api/cms/${theirs._id}`, editor.token);
    const restore = (id: string, token: string) => t.call({ method: 'POST', url: `/api/cms/${id}/restore`, token });
    const refused = await restore(theirs._id, trasher.token);
    expect(refused.statusCode).toBe(403);
    expect((await detail(theirs._id)).deletedAt).not.toBeNull();

    const mine = (await create({ title: 'My own to trash' }, trasher.token)).json().data;
    expect((await del(`/api/cms/${mine._id}`, trasher.token)).statusCode).toBe(204);
    expect((await restore(mine._id, trasher.token)).json().data.deletedAt).toBeNull();
    await del(`/api/cms/${mine._id}`, trasher.token);
    expect((await del(`/api/cms/${mine._id}/purge`, trasher.token)).statusCode).toBe(403);
    expect((await del(`/api/cms/${mine._id}/purge`, editor.token)).statusCode).toBe(204);
  });

  it("refuses submitting another author's item for review", async () => {
    const theirs = (await create(complete({ title: 'Submitted by someone else' }), otherReporter.token)).json().data;
    const before = await notificationCount();
    const submitted = await patch(theirs._id, { status: 'Published' }, reporter.token);
    expect(submitted.statusCode).toBe(403);
    expect(submitted.json().error.message).toBe(messages.onlyOwnItems);
    expect((await detail(theirs._id)).status).toBe('Draft');
    expect(await notificationCount()).toBe(before);
  });

  it('makes the creator the author unless it holds Edit: another author from EditOwn is refused', async () => {
    const refused = await create({ title: 'Ghost written', user: otherReporter.user._id }, reporter.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.authorMustBeSelf);
    const found = (await t.call({ method: 'GET', url: '/api/cms?search=ghost', token: t.adminToken })).json().data;
    expect(found.total).toBe(0);
    const own = await create({ title: 'Written myself', user: reporter.user._id }, reporter.token);
    expect(own.json().data.user).toEqual({ _id: reporter.user._id, name: 'Rita Reporter' });
    const assigned = await create({ title: 'Assigned by the desk', user: reporter.user._id }, editor.token);
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().data.user._id).toBe(reporter.user._id);
  });
});

describe('live items without the Publish right', () => {
  let subEditor: { token: string; user: { _id: string } };
  beforeAll(async () => {
    subEditor = await t.userWith({ Cms: ['Read', 'Write', 'Edit'] }, 'Sue Subeditor');
  });

  it('keeps a save of a published or scheduled item as a pending change, and changes nothing live', async () => {
    const draft = (await create(complete({ title: 'Live story' }), reporter.token)).json().data;
    const live = (await patch(draft._id, { status: 'Published' }, editor.token)).json().data;
    expect(live.status).toBe('Published');
    const later = (
      await create(
        complete({
          title: 'Tomorrow story',
          status: 'Published',
          publishDate: new Date(Date.now() + 86_400_000).toISOString(),
        }),
        editor.token,
      )
    ).json().data;
    expect(later.status).toBe('Scheduled');
    for (const [item, token] of [
      [live, reporter.token],
      [live, subEditor.token],
      [later, subEditor.token],
    ] as const) {
      for (const body of [{ title: 'Changed unreviewed' }, { title: 'Changed unreviewed', status: 'Published' }]) {
        const saved = await patch(item._id, { ...body, updatedAt: item.updatedAt }, token);
        expect(saved.statusCode).toBe(200);
        expect(saved.json().data.pendingChange).toMatchObject({ createdAt: expect.any(String) });
      }
      const after = (await t.call({ method: 'GET', url: `/api/cms/detail/${item._id}`, token: t.adminToken })).json();
      expect(after.data).toMatchObject({ title: item.title, status: item.status, updatedAt: item.updatedAt });
      expect(after.data.pendingChange).not.toBeNull();
    }
    // With the Publish right the same save goes through.
    const byEditor = await patch(live._id, { title: 'Changed by the editor' }, editor.token);
    expect(byEditor.json().data).toMatchObject({ title: 'Changed by the editor', status: 'Published' });
  });
});

describe('URL fields', () => {
  const hostile = [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\t\tjavascript:alert(1)',
    '&#106;avascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/clip',
  ];

  it('refuses any scheme but http(s) in canonical, video and gallery URLs with 400 naming the field', async () => {
    for (const url of hostile) {
      const fields: [string, Record<string, unknown>, string][] = [
        ['canonicalUrl', { canonicalUrl: url }, messages.urlInvalid],
        ['videos.0.url', { type: 'Video', videos: [{ url }] }, messages.urlInvalid],
        ['gallery.0.url', { type: 'Gallery', gallery: [{ url, description: 'x' }] }, messages.urlOrPathInvalid],
      ];
      for (const [field, body, message] of fields) {
        const created = await create({ title: `Hostile ${field}`, ...body });
        expect(created.statusCode, `${field}: ${url}`).toBe(400);
        expect(created.json().error.fields).toEqual({ [field]: message });
      }
    }
    const found = (await t.call({ method: 'GET', url: '/api/cms?search=hostile', token: t.adminToken })).json().data;
    expect(found.total).toBe(0);
  });

  it('refuses a draft whose video URL is not a URL, and a PATCH too, changing nothing', async () => {
    const notUrl = await create({ title: 'Clip without a link', type: 'Video', videos: [{ url: 'my holiday clip' }] });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().error.fields).toEqual({ 'videos.0.url': messages.urlInvalid });
    const item = (
      await create({ title: 'Clip with a link', type: 'Video', videos: [{ url: 'https://video.example.com/a.mp4' }] })
    ).json().data;
    const patched = await patch(item._id, { canonicalUrl: 'javascript:alert(1)', videos: [{ url: 'data:,x' }] });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().error.fields).toEqual({
      canonicalUrl: messages.urlInvalid,
      'videos.0.url': messages.urlInvalid,
    });
    const after = (await t.call({ method: 'GET', url: `/api/cms/detail/${item._id}`, token: t.adminToken })).json();
    expect(after.data.videos[0].url).toBe('https://video.example.com/a.mp4');
    expect(after.data.canonicalUrl).toBe('');
  });

  it('keeps http(s) addresses, and site paths where the field means one', async () => {
    const item = await create({
      title: 'Good addresses',
      type: 'Gallery',
      canonicalUrl: ' https://news.example.com/good ',
      gallery: [
        { url: '/media/local.png', description: 'On this site' },
        { url: 'HTTPS://cdn.example.com/a.png', description: 'Elsewhere' },
      ],
    });
    expect(item.statusCode).toBe(201);
    expect(item.json().data.canonicalUrl).toBe('https://news.example.com/good');
    expect(item.json().data.gallery.map((g: { url: string }) => g.url)).toEqual([
      '/media/local.png',
      'HTTPS://cdn.example.com/a.png',
    ]);
    expect((await create({ title: 'Canonical path', canonicalUrl: '/news/x' })).statusCode).toBe(400);
  });

  it('keeps rich-text links and images to http(s), site paths, anchors and mail only', async () => {
    const payloads = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href=" JaVaScRiPt:alert(2)">b</a>',
      '<a href="&#106;avascript:alert(3)">c</a>',
      '<a href="java&#x09;script:alert(4)">d</a>',
      '<a href="jav&#0;ascript:alert(5)">e</a>',
      '<a href="data:text/html,&lt;script&gt;alert(6)&lt;/script&gt;">f</a>',
      '<a href="vbscript:msgbox(7)">g</a>',
      '<a href="//evil.example/8">h</a>',
      '<img src="data:image/svg+xml,&lt;svg onload=alert(9)&gt;" alt="i">',
      '<img src=" javascript:alert(10)" alt="j">',
    ].join('');
    const kept =
      '<a href="https://example.com/k">k</a><a href="/news/l">l</a><a href="#m">m</a><a href="mailto:desk@example.com">n</a><img src="/media/o.png" alt="o">';
    const item = (
      await create({ title: 'Hostile links', body: [{ title: '', body: `<p>${payloads}${kept}</p>` }] })
    ).json().data;
    const body: string = item.body[0].body;
    expect(body).not.toMatch(/javascript|data:|vbscript|evil|alert/i);
    expect(body).toContain('<a href="https://example.com/k">k</a>');
    expect(body).toContain('<a href="/news/l">l</a>');
    expect(body).toContain('<a href="#m">m</a>');
    expect(body).toContain('<a href="mailto:desk@example.com">n</a>');
    expect(body).toContain('<img src="/media/o.png" alt="o" />');
    for (const text of ['>a</a>', '>b</a>', '>c</a>', '>h</a>', 'alt="i"', 'alt="j"']) expect(body).toContain(text);
  });

  it('never renders a non-http(s) link or image in the preview, even for an item stored before the check', async () => {
    const item = (
      await create({
        title: 'Stored before the check',
        type: 'Gallery',
        gallery: [{ url: 'https://cdn.example.com/ok.png', description: 'fine' }],
        videos: [{ url: 'https://video.example.com/ok.mp4' }],
      })
    ).json().data;
    // As an older version of the product (or a hand-made import) could have stored it.
    await t.database.db.execute(sql`update cms_items set
      gallery = ${JSON.stringify([
        { fileId: null, url: 'javascript:alert(1)', description: 'bad' },
        { fileId: null, url: 'data:image/svg+xml,<svg onload=alert(2)>', description: 'bad too' },
        { fileId: null, url: 'https://cdn.example.com/ok.png', description: 'fine' },
      ])}::jsonb,
      videos = ${JSON.stringify([
        { fileId: null, url: ' JaVaScRiPt:alert(3)' },
        { fileId: null, url: 'https://video.example.com/ok.mp4' },
      ])}::jsonb,
      body = ${JSON.stringify([{ title: '', body: '<p><a href="javascript:alert(4)">x</a><img src="data:,y"></p>' }])}::jsonb
      where id = ${item._id}`);
    const link = (await t.call({ method: 'POST', url: `/api/cms/${item._id}/preview`, token: t.adminToken })).json()
      .data;
    const page = (await t.call({ method: 'GET', url: link.url })).body;
    expect(page).toContain('<img src="https://cdn.example.com/ok.png"');
    expect(page).toContain('<a href="https://video.example.com/ok.mp4">');
    expect(page).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    expect(page).not.toMatch(/(href|src)="[^"]*alert/i);
  });
});

describe('the list', () => {
  it('filters by status and type, pages newest first with author and categories', async () => {
    for (let i = 0; i < 12; i++) await create({ title: `Listed ${i}`, type: 'Blog', categories: [categoryId] });
    const page1 = (
      await t.call({ method: 'GET', url: '/api/cms?type=Blog&status=Draft&page=1', token: t.adminToken })
    ).json().data;
    expect(page1.total).toBe(12);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({
      title: 'Listed 11',
      user: { name: 'Administrator' },
      categories: [{ name: 'Politics' }],
    });
    const page2 = (
      await t.call({ method: 'GET', url: '/api/cms?type=Blog&status=Draft&page=2', token: t.adminToken })
    ).json().data;
    expect(page2.items.map((i: { title: string }) => i.title)).toEqual(['Listed 1', 'Listed 0']);
  });

  it('searches title, description and body, best match first', async () => {
    await create({ title: 'Harbour report', description: 'Ships and cranes' });
    await create({ title: 'Weather', body: [{ title: '', body: '<p>Storm closes the harbour for a day</p>' }] });
    const found = (await t.call({ method: 'GET', url: '/api/cms?search=harbour', token: t.adminToken })).json().data;
    expect(found.items.map((i: { title: string }) => i.title)).toEqual(['Harbour report', 'Weather']);
    const none = (await t.call({ method: 'GET', url: '/api/cms?search=zeppelin', token: t.adminToken })).json().data;
    expect(none.total).toBe(0);
  });

  it('matches the beginning of the word being typed, every word required, whatever punctuation is typed', async () => {
    await create({ title: 'Quarrymen return to Vextholm', description: 'A late vote on the bridgework' });
    const search = async (words: string) =>
      (await t.call({ method: 'GET', url: `/api/cms?search=${encodeURIComponent(words)}`, token: t.adminToken })).json()
        .data;
    expect((await search('vexth')).items.map((i: { title: string }) => i.title)).toEqual([
      'Quarrymen return to Vextholm',
    ]);
    expect((await search('vextholm bridgew')).total).toBe(1);
    expect((await search('quarrymen vexth')).total).toBe(1);
    // The words before the last are whole words.
    expect((await search('vexth bridgework')).total).toBe(0);
    expect((await search('vextholm zeppelin')).total).toBe(0);
    // Past the last page of matches: no rows, and still the number of matches.
    const far = (await t.call({ method: 'GET', url: '/api/cms?search=vexth&page=50', token: t.adminToken })).json()
      .data;
    expect(far).toMatchObject({ items: [], total: 1 });
    expect((await search("Vextholm's & | ! (quarrymen)")).total).toBe(1);
    // Nothing searchable left: the whole list, not an error.
    const symbols = await t.call({
      method: 'GET',
      url: `/api/cms?search=${encodeURIComponent('&|!')}`,
      token: t.adminToken,
    });
    expect(symbols.statusCode).toBe(200);
  });

  it('filters by the day in the browser zone', async () => {
    await create(complete({ title: 'Dated', publishDate: '2026-03-10T23:30:00.000Z' }));
    const inLondon = (
      await t.call({ method: 'GET', url: '/api/cms?date=2026-03-10&tz=0', token: t.adminToken })
    ).json();
    expect(inLondon.data.items.map((i: { title: string }) => i.title)).toEqual(['Dated']);
    const inDelhi = (
      await t.call({ method: 'GET', url: '/api/cms?date=2026-03-11&tz=330', token: t.adminToken })
    ).json();
    expect(inDelhi.data.items.map((i: { title: string }) => i.title)).toEqual(['Dated']);
    const bad = await t.call({ method: 'GET', url: '/api/cms?date=yesterday', token: t.adminToken });
    expect(bad.statusCode).toBe(400);
  });
});

describe('trash', () => {
  it('moves to the trash, restores, and purges only from the trash', async () => {
    const item = (await create({ title: 'Trashable' }, editor.token)).json().data;
    expect((await t.call({ method: 'DELETE', url: `/api/cms/${item._id}`, token: reporter.token })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call({ method: 'DELETE', url: `/api/cms/${item._id}/purge`, token: editor.token })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/cms/${item._id}`, token: editor.token })).statusCode).toBe(204);
    const listed = (await t.call({ method: 'GET', url: '/api/cms?search=trashable', token: t.adminToken })).json().data;
    expect(listed.total).toBe(0);
    const trash = (await t.call({ method: 'GET', url: '/api/cms?trash=true', token: t.adminToken })).json().data;
    expect(trash.items.map((i: { _id: string }) => i._id)).toContain(item._id);
    const restored = await t.call({ method: 'POST', url: `/api/cms/${item._id}/restore`, token: editor.token });
    expect(restored.json().data.deletedAt).toBeNull();
    await t.call({ method: 'DELETE', url: `/api/cms/${item._id}`, token: editor.token });
    expect(
      (await t.call({ method: 'DELETE', url: `/api/cms/${item._id}/purge`, token: editor.token })).statusCode,
    ).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/cms/detail/${item._id}`, token: t.adminToken })).statusCode).toBe(
      404,
    );
  });
});

describe('preview', () => {
  it('opens with the short-lived token only, and shows sanitised content with rendered formulas', async () => {
    const item = (
      await create(
        complete({
          title: 'Preview me',
          body: [{ title: '', body: '<p>Energy: <span data-latex="E=mc^2" data-type="inline-math"></span></p>' }],
        }),
      )
    ).json().data;
    const link = (await t.call({ method: 'POST', url: `/api/cms/${item._id}/preview`, token: reporter.token })).json()
      .data;
    expect(link.url).toMatch(new RegExp(`^/preview/${item._id}\\?token=`));
    const page = await t.call({ method: 'GET', url: link.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Preview me</h1>');
    expect(page.body).toContain('class="katex"');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.call({ method: 'GET', url: `/preview/${item._id}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/preview/${item._id}?token=${t.adminToken}` })).statusCode).toBe(401);
  });

  it("shows the date in the reader's zone, and only the parts of the byline there are", async () => {
    const item = (await create({ title: 'Byline', publishDate: '2026-03-14T23:30:00.000Z' }, t.adminToken)).json().data;
    const link = (
      await t.call({ method: 'POST', url: `/api/cms/${item._id}/preview?tz=60`, token: t.adminToken })
    ).json().data;
    expect(link.url).toMatch(/&tz=60$/);
    const page = await t.call({ method: 'GET', url: link.url });
    expect(page.body).toContain('<p class="meta">Administrator · 15/03/2026 00:30</p>');
    const utc = await t.call({ method: 'GET', url: link.url.replace('&tz=60', '') });
    expect(utc.body).toContain('<p class="meta">Administrator · 14/03/2026 23:30 UTC</p>');
    const refused = await t.call({ method: 'POST', url: `/api/cms/${item._id}/preview?tz=east`, token: t.adminToken });
    expect(refused.statusCode).toBe(400);
  });
});

describe('scheduled publishing', () => {
  it('publishes a due item exactly once with two app instances on one database', async () => {
    const item = (
      await create(
        complete({
          title: 'Scheduled once',
          status: 'Published',
          publishDate: new Date(Date.now() + 300).toISOString(),
        }),
        editor.token,
      )
    ).json().data;
    expect(item.status).toBe('Scheduled');
    const otherDatabase = t.openAnotherDatabase();
    const instances = await Promise.all(
      [t.database, otherDatabase].map((database) =>
        buildApp({ config: { ...t.config, publishIntervalMs: 25 }, database, logger: false }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await Promise.all(instances.map((app) => app.close()));
    await otherDatabase.close();
    const detail = (await t.call({ method: 'GET', url: `/api/cms/detail/${item._id}`, token: t.adminToken })).json();
    expect(detail.data.status).toBe('Published');
    const published = (await cmsRepo(t.database.db).events(item._id)).filter((e) => e.toStatus === 'Published');
    expect(published).toHaveLength(1);
    expect(published[0].userId).toBeNull();
  });
});

describe('list totals', () => {
  it('match a count of the rows for every status and type, in and out of the trash, after every kind of change', async () => {
    // The suite above created, published, scheduled, rejected, trashed, restored and purged items.
    const ids = await Promise.all(
      ['Total one', 'Total two', 'Total three'].map(async (title) => (await create({ title })).json().data._id),
    );
    await Promise.all([
      patch(ids[0], { status: 'Published', ...complete({ title: 'Total one' }) }),
      t.call({ method: 'DELETE', url: `/api/cms/${ids[1]}`, token: t.adminToken }),
    ]);
    await t.call({ method: 'DELETE', url: `/api/cms/${ids[2]}`, token: t.adminToken });
    await t.call({ method: 'DELETE', url: `/api/cms/${ids[2]}/purge`, token: t.adminToken });
    await create({ title: 'Total blog', type: 'Blog' });
    const counted = rowsOf<{ status: string; type: string; trash: boolean; pending: boolean; n: number }>(
      await t.database.db.execute(
        sql`select status, type, deleted_at is not null as trash, pending_revision_id is not null as pending,
          count(*)::int as n from cms_items group by 1, 2, 3, 4`,
      ),
    );
    // Need Review also lists the live items with a change waiting for review.
    const inStatus = (c: { status: string; pending: boolean }, status: string) =>
      c.status === status || (status === 'Need Review' && c.pending);
    const expected = (status: string | undefined, trash: boolean, type?: string) =>
      counted
        .filter((c) => (!status || inStatus(c, status)) && (!type || c.type === type) && c.trash === trash)
        .reduce((sum, c) => sum + c.n, 0);
    expect(expected(undefined, false)).toBeGreaterThan(0);
    expect(expected(undefined, true)).toBeGreaterThan(0);
    for (const status of [undefined, ...contentStatuses]) {
      for (const trash of [false, true]) {
        const query = new URLSearchParams({ ...(status ? { status } : {}), trash: String(trash) });
        const response = await t.call({ method: 'GET', url: `/api/cms?${query}`, token: t.adminToken });
        expect(response.json().data.total, `${status ?? 'all'} trash=${trash}`).toBe(expected(status, trash));
        for (const type of contentTypes) {
          const typed = new URLSearchParams({ ...Object.fromEntries(query), type });
          const answer = await t.call({ method: 'GET', url: `/api/cms?${typed}`, token: t.adminToken });
          expect(answer.json().data.total, `${type} ${status ?? 'all'} trash=${trash}`).toBe(
            expected(status, trash, type),
          );
        }
      }
    }
    expect(expected(undefined, false, 'Blog')).toBeGreaterThan(0);
    expect(await notificationCount()).toBe(expected('Need Review', false));
  });
});

describe('far pages', () => {
  /** Adds `n` published articles, each a minute newer than the last, in one statement. */
  async function addPublished(n: number, label: string): Promise<void> {
    await t.database.db.execute(sql`
      insert into cms_items (title, type, status, perma_link, created_at, updated_at)
      select ${label} || ' ' || g, 'Article', 'Published', ${label} || '-' || g,
        now() + g * interval '1 minute', now() + g * interval '1 minute'
      from generate_series(1, ${n}) g`);
  }

  /** The Published tab as walking forward from the first page would list it. */
  async function forwardIds(): Promise<string[]> {
    return rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select id from cms_items where status = 'Published' and deleted_at is null order by created_at desc, id desc`,
      ),
    ).map((row) => row.id);
  }

  async function pageIds(page: number, pageSize: number): Promise<{ ids: string[]; total: number }> {
    const response = await t.call({
      method: 'GET',
      url: `/api/cms?status=Published&page=${page}&pageSize=${pageSize}`,
      token: t.adminToken,
    });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().data;
    return { ids: items.map((item: { _id: string }) => item._id), total };
  }

  it('answers every page, the last one included, with the items a forward walk gives, while items are added', async () => {
    await addPublished(1203, 'Far page');
    const pageSize = 25;
    for (const round of [0, 1, 2]) {
      const expected = await forwardIds();
      const lastPage = Math.ceil(expected.length / pageSize);
      expect(expected.length % pageSize, 'the last page is partial').not.toBe(0);
      const middle = Math.floor(lastPage / 2);
      for (const page of [1, 2, 21, middle - 1, middle, middle + 1, lastPage - 1, lastPage, lastPage + 1]) {
        const { ids, total } = await pageIds(page, pageSize);
        expect(total).toBe(expected.length);
        expect(ids, `round ${round} page ${page} of ${lastPage}`).toEqual(
          expected.slice((page - 1) * pageSize, page * pageSize),
        );
      }
      // Newer items arrive between reads, as on a busy desk: every page shifts, none may repeat or skip.
      await addPublished(7 + round, `Arrived ${round}`);
    }
  });
});
