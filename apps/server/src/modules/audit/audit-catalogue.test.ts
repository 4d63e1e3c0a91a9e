import { type AuditEntry, auditWords, type Endpoint, endpoints } from '@masthead/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { makePdf } from '../../test/pdf.js';

let t: TestApp;
let pngId: string;
let pdfId: string;

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  pngId = (await t.upload(png, 'walk.png')).json().data._id;
  pdfId = (await t.upload(makePdf([['Walk edition']]), 'walk.pdf', { tag: 'epaper' })).json().data._id;
});
afterAll(() => t.close());

/** Writes the product does not log, each with the reason. */
const notLogged: Record<string, string> = {
  'metrics.recordWebVital': 'telemetry the browser sends by itself, not a change anyone made',
  'metrics.recordWebVitals': 'telemetry the browser sends by itself, not a change anyone made',
  'notification.read': 'one person marking her own notifications seen, not a change to the newsroom',
  'notification.readAll': 'one person marking her own notifications seen, not a change to the newsroom',
};

const SECRET = 'Walk-secret-pass-9';

/** Ids made by earlier calls of the walk, for the calls that change or remove them. */
const made: Record<string, string> = {};
const idOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data._id as string;
};
const menuItems = () => [{ itemId: made.category, menuType: 'Category', title: 'Walk', parent: null }];

const call = (method: string, url: string, payload?: unknown, token = t.adminToken) =>
  t.call({ method: method as 'POST', url: `/api${url}`, token, payload: payload as object });

const published = (title: string) => ({
  title,
  type: 'Article',
  description: 'Walked',
  body: [{ title: '', body: '<p>Walked</p>' }],
  image: pngId,
  categories: [made.category],
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  seo: { title, description: 'Walked' },
  status: 'Published',
});

/**
 * One successful call of every write in the catalogue, in an order where each finds what it
 * needs. A write added to the catalogue without a call here fails the walk.
 */
const walk: Record<string, () => Promise<LightMyRequestResponse>> = {
  'auth.login': () => call('POST', '/auth/login', ADMIN, ''),
  'asset.upload': async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00a' } })
      .png()
      .toBuffer();
    return t.upload(png, 'walk-2.png');
  },
  'role.create': async () => {
    const response = await call('POST', '/role/create', {
      name: 'Walker',
      description: 'Walks',
      modelPermissions: { Cms: ['Read', 'Write', 'EditOwn'] },
    });
    made.role = idOf(response);
    return response;
  },
  'role.update': () => call('PATCH', `/role/${made.role}`, { name: 'Walker 2', description: 'Walks on' }),
  'user.create': async () => {
    const response = await call('POST', '/user', {
      email: 'walker@example.com',
      name: 'Walker',
      phone: '+44 20 7946 0001',
      roles: [made.role],
      password: SECRET,
      confirmPassword: SECRET,
    });
    made.user = idOf(response);
    return response;
  },
  'user.update': () =>
    call('PATCH', '/user', {
      _id: made.user,
      name: 'Walker Two',
      password: `${SECRET}x`,
      confirmPassword: `${SECRET}x`,
    }),
  'site.create': async () => {
    const response = await call('POST', '/site-management', {
      siteName: 'Walk Herald',
      siteUrl: 'https://walk.example',
      seo: { title: 'Walk', description: 'Walk' },
    });
    made.site = idOf(response);
    return response;
  },
  'site.update': () =>
    call('PATCH', `/site-management/${made.site}`, {
      siteName: 'Walk Herald 2',
      siteUrl: 'https://walk.example',
      seo: { title: 'Walk', description: 'Walk' },
    }),
  'category.create': async () => {
    const response = await call('POST', '/category/create', { name: 'Walk desk' });
    made.category = idOf(response);
    made.spareCategory = idOf(await call('POST', '/category/create', { name: 'Walk spare' }));
    return response;
  },
  'category.update': () => call('PATCH', `/category/${made.category}`, { name: 'Walk desk 2' }),
  'category.delete': () => call('DELETE', `/category/${made.spareCategory}`),
  'cms.create': async () => {
    const response = await call('POST', '/cms/create', { title: 'Walk draft' });
    made.cms = idOf(response);
    made.cmsVersion = response.json().data.updatedAt;
    return response;
  },
  'cms.update': async () => {
    const response = await call('PATCH', `/cms/${made.cms}`, { title: 'Walk draft 2', updatedAt: made.cmsVersion });
    made.cmsVersion = response.json().data.updatedAt;
    return response;
  },
  'cms.preview': () => call('POST', `/cms/${made.cms}/preview`),
  'cms.restoreRevision': async () => {
    const [, first] = (await call('GET', `/cms/${made.cms}/revisions`)).json().data;
    return call('POST', `/cms/${made.cms}/revisions/${first._id}/restore`, { updatedAt: made.cmsVersion });
  },
  'cms.approveChange': async () => {
    const reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Walk Reporter');
    const draft = (
      await call('POST', '/cms/create', { ...published('Walk live'), status: 'Draft' }, reporter.token)
    ).json().data;
    const live = (await call('PATCH', `/cms/${draft._id}`, { status: 'Published' })).json().data;
    const first = (await call('PATCH', `/cms/${live._id}`, { title: 'Walk live 2' }, reporter.token)).json().data;
    made.live = live._id;
    made.reporterToken = reporter.token;
    return call('POST', `/cms/${live._id}/revisions/${first.pendingChange.revision}/approve`);
  },
  'cms.rejectChange': async () => {
    const changed = (await call('PATCH', `/cms/${made.live}`, { title: 'Walk live 3' }, made.reporterToken)).json()
      .data;
    return call('POST', `/cms/${made.live}/revisions/${changed.pendingChange.revision}/reject`, { note: 'Not yet' });
  },
  'cms.bulk': () => call('POST', '/cms/bulk', { action: 'category', ids: [made.cms], category: made.category }),
  'cms.trash': () => call('DELETE', `/cms/${made.cms}`),
  'cms.restore': () => call('POST', `/cms/${made.cms}/restore`),
  'cms.purge': async () => {
    await call('DELETE', `/cms/${made.cms}`);
    return call('DELETE', `/cms/${made.cms}/purge`);
  },
  'note.create': async () => {
    made.noted = idOf(await call('POST', '/cms/create', { title: 'Walk noted' }));
    const position = { type: { client: 1, clock: 0 }, tname: null, item: { client: 1, clock: 4 }, assoc: 0 };
    const response = await call('POST', `/cms/${made.noted}/notes`, {
      section: 's1',
      anchor: { anchor: position, head: position },
      quote: 'noted',
      body: 'Walk note',
    });
    made.note = idOf(response);
    return response;
  },
  'note.reply': () => call('POST', `/notes/${made.note}/replies`, { body: 'Walk reply' }),
  'note.resolve': () => call('PATCH', `/notes/${made.note}`, { resolved: true }),
  'breakingNews.create': async () => {
    const response = await call('POST', '/breaking-news', { title: 'Walk news' });
    made.news = idOf(response);
    return response;
  },
  'breakingNews.update': () => call('PATCH', `/breaking-news/${made.news}`, { title: 'Walk news 2' }),
  'breakingNews.delete': () => call('DELETE', `/breaking-news/${made.news}`),
  'client.create': async () => {
    const response = await call('POST', '/client', { name: 'Walk Foods' });
    made.client = idOf(response);
    made.spareClient = idOf(await call('POST', '/client', { name: 'Walk Spare' }));
    return response;
  },
  'client.update': () => call('PATCH', `/client/${made.client}`, { name: 'Walk Foods 2' }),
  'client.delete': () => call('DELETE', `/client/${made.spareClient}`),
  'advertisement.create': async () => {
    const response = await call('POST', '/advertisement', {
      title: 'Walk ad',
      url: 'https://walk.example/ad',
      client: made.client,
      categories: [made.category],
      maxImpressionAllowed: 10,
      startDate: new Date(Date.now() + 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
      position: 'Bottom',
      images: [{ screenType: 'Mobile', file: pngId }],
    });
    made.ad = idOf(response);
    return response;
  },
  'advertisement.update': () => call('PATCH', `/advertisement/${made.ad}`, { title: 'Walk ad 2' }),
  'advertisement.delete': () => call('DELETE', `/advertisement/${made.ad}`),
  'epaper.create': async () => {
    const response = await call('POST', '/epaper/create', {
      title: 'Walk edition',
      file: pdfId,
      seo: { title: 'Walk', description: 'Walk' },
    });
    made.epaper = idOf(response);
    return response;
  },
  'epaper.update': () => call('PATCH', `/epaper/${made.epaper}`, { title: 'Walk edition 2' }),
  'epaper.delete': () => call('DELETE', `/epaper/${made.epaper}`),
  'redirect.create': async () => {
    const response = await call('POST', '/redirect-url', { oldUrl: '/walk-old', redirectUrl: '/walk-new' });
    made.redirect = idOf(response);
    return response;
  },
  'redirect.update': () => call('PATCH', `/redirect-url/${made.redirect}`, { redirectUrl: '/walk-newer' }),
  'redirect.import': () => call('POST', '/redirect-url/import', { csv: 'oldUrl,redirectUrl\n/walk-a,/walk-b\n' }),
  'redirect.delete': () => call('DELETE', `/redirect-url/${made.redirect}`),
  'layout.update': async () => {
    const layout = (await call('GET', '/layout/home')).json().data;
    made.layout = layout._id;
    return call('PATCH', `/layout/${layout._id}`, { _id: layout._id, body: {}, updatedAt: layout.updatedAt });
  },
  'layout.preview': () => call('POST', `/layout/${made.layout}/preview`, { body: {} }),
  'menu.create': async () => {
    const response = await call('POST', '/menu/create', { name: 'menu-1', items: menuItems() });
    made.menu = idOf(response);
    return response;
  },
  'menu.update': () => call('PATCH', `/menu/${made.menu}`, { name: 'menu-1', items: menuItems() }),
  'menu.delete': () => call('DELETE', `/menu/${made.menu}`),
  'auth.logout': async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    return call('POST', '/auth/logout', undefined, token);
  },
};

/** The words each call of the walk leaves (a call that leaves two rows: both). */
const said: Record<string, string | string[]> = {
  'auth.login': 'Signed in',
  'asset.upload': 'Uploaded file "walk-2.png"',
  'role.create': 'Created role Walker',
  'role.update': 'Updated role Walker 2',
  'user.create': 'Created user Walker',
  'user.update': ['Updated user Walker Two', 'Changed password of Walker Two'],
  'site.create': 'Created the site details of "Walk Herald"',
  'site.update': 'Updated the site details of "Walk Herald 2"',
  'category.create': 'Created category "Walk desk"',
  'category.update': 'Updated category "Walk desk 2"',
  'category.delete': 'Deleted category "Walk spare"',
  'cms.create': 'Created article "Walk draft"',
  'cms.update': 'Updated article "Walk draft 2"',
  'cms.preview': 'Made a preview link of article "Walk draft 2"',
  'cms.restoreRevision': 'Restored an earlier version of article "Walk draft"',
  'cms.approveChange': 'Approved a change to article "Walk live 2"',
  'cms.rejectChange': 'Rejected a change to article "Walk live 2"',
  'cms.bulk': 'Changed the category of 1 item: "Walk draft"',
  'cms.trash': 'Moved article "Walk draft" to the trash',
  'cms.restore': 'Restored article "Walk draft" from the trash',
  'cms.purge': 'Deleted article "Walk draft" for good',
  'note.create': 'Added a note to article "Walk noted"',
  'note.reply': 'Replied to the note on "noted"',
  'note.resolve': 'Resolved the note on "noted"',
  'breakingNews.create': 'Created breaking news "Walk news"',
  'breakingNews.update': 'Updated breaking news "Walk news 2"',
  'breakingNews.delete': 'Deleted breaking news "Walk news 2"',
  'client.create': 'Created client Walk Foods',
  'client.update': 'Updated client Walk Foods 2',
  'client.delete': 'Deleted client Walk Spare',
  'advertisement.create': 'Created advertisement "Walk ad"',
  'advertisement.update': 'Updated advertisement "Walk ad 2"',
  'advertisement.delete': 'Deleted advertisement "Walk ad 2"',
  'epaper.create': 'Created e-paper "Walk edition"',
  'epaper.update': 'Updated e-paper "Walk edition 2"',
  'epaper.delete': 'Deleted e-paper "Walk edition 2"',
  'redirect.create': 'Created redirect /walk-old → /walk-new',
  'redirect.update': 'Updated redirect /walk-old → /walk-newer',
  'redirect.import': 'Imported redirects: 1 added, 0 refused',
  'redirect.delete': 'Deleted redirect /walk-old → /walk-newer',
  'layout.update': 'Updated the layout of "home"',
  'layout.preview': 'Made a preview link of the layout "home"',
  'menu.create': 'Created menu "menu-1"',
  'menu.update': 'Updated menu "menu-1"',
  'menu.delete': 'Deleted menu "menu-1"',
  'auth.logout': 'Signed out',
};

const writes = Object.entries(endpoints).flatMap(([group, catalogue]) =>
  Object.entries(catalogue as Record<string, Endpoint>)
    .filter(([, endpoint]) => endpoint.method !== 'GET')
    .map(([name, endpoint]) => ({ key: `${group}.${name}`, action: `${endpoint.method} ${endpoint.path}` })),
);

describe('the audit log over the whole catalogue', () => {
  it('has words for every write of the catalogue, and nothing else', () => {
    const worded = Object.entries(auditWords);
    expect(worded.map(([key]) => key).sort()).toEqual(writes.map((write) => write.key).sort());
    expect(worded.filter(([, wording]) => wording === null).map(([key]) => key)).toEqual(Object.keys(notLogged));
  });

  it('has a call for every write of the catalogue, and each leaves its row in words, stored before its answer', async () => {
    const logged = Object.keys(walk).sort();
    expect(logged).toEqual(
      writes
        .map((write) => write.key)
        .filter((key) => !(key in notLogged))
        .sort(),
    );
    expect(Object.keys(said).sort()).toEqual(logged);
    const rows: AuditEntry[] = [];
    for (const [key, run] of Object.entries(walk)) {
      const response = await run();
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(300);
      // No waiting: the row is there by the time the answer is.
      const newest: AuditEntry[] = (await call('GET', '/audit-log?pageSize=100')).json().data.items;
      const action = writes.find((write) => write.key === key)?.action;
      const mine = newest.filter((row) => row.action === action);
      const words = [said[key]].flat();
      for (const sentence of words) {
        expect(
          mine.map((row) => row.summary),
          `${key} (${action})`,
        ).toContain(sentence);
      }
      rows.push(...mine.filter((row) => words.includes(row.summary)));
    }
    // A password change is a row of its own, naming the field; the other fields in the other row.
    const userRows = rows.filter((row) => row.action === 'PATCH /user');
    expect(userRows.find((row) => row.summary.startsWith('Changed password'))?.fields).toEqual(['password']);
    expect(userRows.find((row) => row.summary.startsWith('Updated user'))?.fields).toEqual(['name']);
    // No row holds a secret's value, nor the fields that only confirm or prove one.
    const everything = JSON.stringify((await call('GET', '/audit-log?pageSize=100')).json().data.items);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain(ADMIN.password);
    expect(everything).not.toMatch(/confirmPassword|currentPassword/);
  });
});
