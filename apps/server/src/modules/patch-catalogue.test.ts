import { allEndpoints, type Endpoint, messages, pathOf } from '@masthead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { makePdf } from '../test/pdf.js';

/**
 * The wire rules of writes, over the whole catalogue (ADR 0022): every PATCH changes exactly the
 * fields it names, and every body naming a field its model does not have is refused by name with
 * nothing stored. A new PATCH or a new body without a case here fails this file.
 */

type Json = Record<string, unknown>;
type Params = Record<string, string>;

let t: TestApp;
let adminId: string;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const call = (method: Endpoint['method'], url: string, payload?: unknown, token = t.adminToken) =>
  t.call({ method, url: `/api${url}`, token, ...(payload === undefined ? {} : { payload: payload as Json }) });

/** The call's `data`, after checking it answered with the status wanted. */
async function data<T = Json>(method: Endpoint['method'], url: string, payload?: unknown, status = 200): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json().data as T;
}

async function upload(file: Buffer, name: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await t.upload(file, name, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}
const image = async (colour: string, format: 'png' | 'jpeg' = 'png') =>
  upload(
    await sharp({ create: { width: 32, height: 8, channels: 3, background: colour } })
      [format]()
      .toBuffer(),
    `picture.${format}`,
  );

let seq = 0;
/** A name no other record of this file has. */
const unique = (text: string) => `${text} ${++seq}`;

/** Shared records the cases point at: categories, live pages, files. */
const world = {} as {
  category: string;
  otherCategory: string;
  pages: string[];
  pngs: string[];
  jpeg: string;
  pdf: string;
  sitemap: string;
  robots: string;
  client: string;
};

async function livePage(title: string): Promise<string> {
  const page = await data<{ _id: string }>(
    'POST',
    '/cms/create',
    { title, type: 'Page', status: 'Published', body: [{ title: 'Intro', body: `<p>${title}</p>` }] },
    201,
  );
  return page._id;
}

/** An article with every field the form can fill, as a draft. */
async function fullArticle(title: string): Promise<string> {
  const item = await data<{ _id: string }>(
    'POST',
    '/cms/create',
    {
      title,
      type: 'Article',
      description: 'Boats at the quay',
      body: [{ title: 'Morning', body: '<p>The tide came in.</p>' }],
      image: world.pngs[0],
      imageAlt: 'The quay',
      imageTitle: 'Quay at dawn',
      categories: [world.category],
      user: adminId,
      publishDate: inHours(48),
      seo: { title: 'Tides', description: 'Tide tables', metaTags: [{ property: 'keywords', content: 'tides' }] },
      canonicalUrl: 'https://herald.example/tides',
      permaLink: unique('tides').replace(' ', '-'),
      isFeatured: true,
      isSponsored: true,
      inpress: true,
      tags: ['tides', 'harbour'],
      gallery: [
        { file: world.pngs[1], description: 'Gulls' },
        { url: 'https://images.example/boat.jpg', description: 'A boat' },
      ],
      videos: [{ url: 'https://video.example/tide' }],
    },
    201,
  );
  return item._id;
}

/** Every site setting filled: the first save, or (a site exists) a save of every field. */
const fullSite = () => ({
  siteName: 'Harbour Herald',
  siteUrl: 'https://herald.example',
  siteLogo: world.pngs[0],
  siteFavicon: world.pngs[1],
  footerLogo: world.pngs[2],
  sitemap: world.sitemap,
  robotFile: world.robots,
  googleAnalytics: '<script>ga()</script>',
  facebookAnalytics: '<script>fbq()</script>',
  footerCopyright: '© Harbour Herald',
  facebookProfile: 'https://facebook.example/herald',
  youtubeProfile: 'https://youtube.example/herald',
  twitterProfile: 'https://twitter.example/herald',
  instagramProfile: 'https://instagram.example/herald',
  linkedInProfile: 'https://linkedin.example/herald',
  seo: { title: 'Herald', description: 'News from the harbour', metaTags: [{ property: 'keywords', content: 'news' }] },
});

const fullAd = () => ({
  title: unique('Ferry sale'),
  description: 'Half price crossings',
  url: 'https://ferries.example/sale',
  client: world.client,
  categories: [world.category],
  maxImpressionAllowed: 1000,
  startDate: inHours(1),
  endDate: inHours(24 * 30),
  position: 'Top',
  isFeatured: true,
  images: [
    { screenType: 'Mobile', file: world.pngs[0] },
    { screenType: 'Desktop', file: world.jpeg },
  ],
});

const noteAnchor = {
  anchor: { type: { client: 7, clock: 3 }, tname: null, item: { client: 7, clock: 12 }, assoc: 0 },
  head: { type: { client: 7, clock: 3 }, tname: null, item: { client: 7, clock: 20 }, assoc: -1 },
};

interface Change {
  body: Json;
  /** Where the answer changes (dotted paths) and to what. */
  changes: Record<string, unknown>;
}

interface PatchCase {
  /** A record with every field filled: the call's path params, and its id. */
  setup(): Promise<{ params: Params; id: string }>;
  read(record: { params: Params; id: string }): Promise<Json>;
  /** Top-level fields that are empty by nature on a full record (nothing reviewed yet, no hits yet). */
  emptyByNature?: string[];
  change(id: string): Change;
  /** `null` (or `''` for text) clears a field, and only it. */
  clear?(id: string): Change;
}

const withId = (params: Params) => ({ params, id: params.id as string });

const patchCases: Record<string, PatchCase> = {
  'PATCH /user': {
    async setup() {
      const role = await data<{ _id: string }>(
        'POST',
        '/role/create',
        { name: unique('Night desk'), description: 'Works at night', modelPermissions: { Cms: ['Read'] } },
        201,
      );
      const password = 'tester-password-1';
      const user = await data<{ _id: string }>(
        'POST',
        '/user',
        {
          email: `${unique('nina').replace(' ', '')}@example.com`,
          name: 'Nina Night',
          phone: '+1 555 0101',
          roles: [role._id],
          image: world.pngs[2],
          password,
          confirmPassword: password,
          addressLine1: '1 Quay Street',
          addressLine2: 'Flat 2',
          city: 'Port Town',
          pincode: '12345',
        },
        201,
      );
      return { params: {}, id: user._id };
    },
    read: ({ id }) => data('GET', `/user/${id}`),
    change: (id) => ({ body: { _id: id, city: 'Port Elsewhere' }, changes: { city: 'Port Elsewhere' } }),
    clear: (id) => ({ body: { _id: id, addressLine2: '' }, changes: { addressLine2: '' } }),
  },
  'PATCH /role/:id': {
    async setup() {
      const role = await data<{ _id: string }>(
        'POST',
        '/role/create',
        { name: unique('Copy desk'), description: 'Checks copy', modelPermissions: { Cms: ['Read', 'Edit'] } },
        201,
      );
      return withId({ id: role._id });
    },
    read: ({ id }) => data('GET', `/role/${id}`),
    change: () => ({ body: { description: 'Checks every line' }, changes: { description: 'Checks every line' } }),
  },
  'PATCH /site-management/:id': {
    async setup() {
      const site = await data<{ _id: string | null }>('GET', '/site-management');
      const saved = site._id
        ? await data<{ _id: string }>('PATCH', `/site-management/${site._id}`, fullSite())
        : await data<{ _id: string }>('POST', '/site-management', fullSite(), 201);
      return withId({ id: saved._id });
    },
    read: () => data('GET', '/site-management'),
    // A nested object by its named keys: the SEO title changes, its description and keywords stay.
    change: () => ({ body: { seo: { title: 'Herald — news' } }, changes: { 'seo.title': 'Herald — news' } }),
    clear: () => ({ body: { footerLogo: null }, changes: { footerLogo: null } }),
  },
  'PATCH /category/:id': {
    async setup() {
      const category = await data<{ _id: string }>(
        'POST',
        '/category/create',
        {
          name: unique('Ferries'),
          slug: unique('ferries').replace(' ', '-'),
          url: '/ferries',
          description: 'Crossings',
          parent: world.category,
          image: world.pngs[1],
          seo: { title: 'Ferries', description: 'Crossings', metaTags: [{ property: 'keywords', content: 'ferry' }] },
        },
        201,
      );
      return withId({ id: category._id });
    },
    async read({ id }) {
      const list = await data<Json[]>('GET', '/category/list');
      return list.find((category) => category._id === id) as Json;
    },
    // The name changes; the slug made from the first one stays.
    change: () => ({ body: { name: 'Ferries and boats' }, changes: { name: 'Ferries and boats' } }),
    clear: () => ({ body: { image: null }, changes: { image: null } }),
  },
  'PATCH /cms/:id': {
    setup: async () => withId({ id: await fullArticle(unique('Tide tables')) }),
    read: ({ id }) => data('GET', `/cms/detail/${id}`),
    emptyByNature: ['deletedAt', 'pendingChange', 'rejectedChange'],
    change: () => ({ body: { seo: { title: 'Tides today' } }, changes: { 'seo.title': 'Tides today' } }),
    clear: () => ({ body: { image: null }, changes: { image: null } }),
  },
  'PATCH /notes/:id': {
    async setup() {
      const item = await fullArticle(unique('Bridge vote'));
      const thread = await data<{ _id: string }>(
        'POST',
        `/cms/${item}/notes`,
        { section: 's1', anchor: noteAnchor, quote: 'the vote', body: 'Which vote?', mentions: [adminId] },
        201,
      );
      await data('POST', `/notes/${thread._id}/replies`, { body: 'The second one', mentions: [] }, 201);
      return { params: { id: thread._id }, id: item };
    },
    async read({ params, id }) {
      const threads = await data<Json[]>('GET', `/cms/${id}/notes`);
      return threads.find((thread) => thread._id === params.id) as Json;
    },
    emptyByNature: ['resolvedBy', 'resolvedAt'],
    change: () => ({
      body: { resolved: true },
      changes: {
        resolved: true,
        resolvedBy: { _id: adminId, name: 'Administrator' },
        resolvedAt: expect.any(String),
      },
    }),
  },
  'PATCH /breaking-news/:id': {
    async setup() {
      const news = await data<{ _id: string }>(
        'POST',
        '/breaking-news',
        { title: unique('Storm closes the harbour'), url: 'https://herald.example/storm' },
        201,
      );
      return withId({ id: news._id });
    },
    async read({ id }) {
      const page = await data<{ items: Json[] }>('GET', '/breaking-news?all=true');
      return page.items.find((news) => news._id === id) as Json;
    },
    change: () => ({ body: { status: 'Disable' }, changes: { status: 'Disable' } }),
    clear: () => ({ body: { url: '' }, changes: { url: '' } }),
  },
  'PATCH /client/:id': {
    async setup() {
      const client = await data<{ _id: string }>(
        'POST',
        '/client',
        { name: unique('Acme'), email: `${unique('acme').replace(' ', '')}@example.com`, mobile: '+1 555 0199' },
        201,
      );
      return withId({ id: client._id });
    },
    read: ({ id }) => data('GET', `/client/${id}`),
    // The tryout's case: a name alone blanked the e-mail and the mobile.
    change: () => ({ body: { name: 'Acme Shipping' }, changes: { name: 'Acme Shipping' } }),
    clear: () => ({ body: { email: '' }, changes: { email: '' } }),
  },
  'PATCH /advertisement/:id': {
    setup: async () => withId({ id: (await data<{ _id: string }>('POST', '/advertisement', fullAd(), 201))._id }),
    read: ({ id }) => data('GET', `/advertisement/${id}`),
    change: () => ({ body: { maxImpressionAllowed: 5000 }, changes: { maxImpressionAllowed: 5000 } }),
    clear: () => ({ body: { description: '' }, changes: { description: '' } }),
  },
  'PATCH /epaper/:id': {
    async setup() {
      const epaper = await data<{ _id: string }>(
        'POST',
        '/epaper/create',
        {
          title: unique('Morning edition'),
          seo: { title: 'Morning', description: 'The day', metaTags: [{ property: 'keywords', content: 'edition' }] },
          file: world.pdf,
          publishDate: inHours(12),
          status: 'Draft',
        },
        201,
      );
      return withId({ id: epaper._id });
    },
    read: ({ id }) => data('GET', `/epaper/detail/${id}`),
    change: () => ({
      body: { seo: { description: 'The morning edition' } },
      changes: { 'seo.description': 'The morning edition' },
    }),
    clear: () => ({ body: { publishDate: null }, changes: { publishDate: null } }),
  },
  'PATCH /redirect-url/:id': {
    async setup() {
      const redirect = await data<{ _id: string }>(
        'POST',
        '/redirect-url',
        { oldUrl: `/old/${++seq}`, redirectUrl: '/tides', statusCode: 302, status: 'Enable' },
        201,
      );
      return withId({ id: redirect._id });
    },
    read: ({ id }) => data('GET', `/redirect-url/${id}`),
    emptyByNature: ['lastHitAt', 'chainEnd'],
    change: () => ({ body: { statusCode: 308 }, changes: { statusCode: 308 } }),
  },
  'PATCH /layout/:id': {
    async setup() {
      const layout = await data<{ _id: string; updatedAt: string }>('GET', '/layout/home');
      const [first, second, third] = world.pages;
      await data('PATCH', `/layout/${layout._id}`, {
        body: {
          headlines: [first],
          topStory: [second],
          sections: [
            {
              type: 'Category',
              name: 'Harbour',
              color: '#003366',
              template: 'template-1',
              category: world.category,
              articles: [third],
            },
          ],
          coverStory: third,
        },
      });
      return withId({ id: layout._id });
    },
    read: () => data('GET', '/layout/home'),
    // One part of the body: the others stay as stored.
    change: () => ({
      body: { body: { coverStory: world.pages[3] } },
      changes: { 'body.coverStory': expect.objectContaining({ _id: world.pages[3] }) },
    }),
    clear: () => ({ body: { body: { coverStory: null } }, changes: { 'body.coverStory': null } }),
  },
  'PATCH /menu/:id': {
    async setup() {
      const menu = await data<{ _id: string }>(
        'POST',
        '/menu/create',
        {
          name: 'menu-2',
          items: [
            {
              itemId: world.category,
              menuType: 'Category',
              title: 'Harbour',
              url: '/harbour',
              parent: null,
              expanded: true,
            },
            {
              itemId: world.pages[0],
              menuType: 'Page',
              title: 'About',
              url: '/about',
              parent: world.category,
              expanded: false,
            },
          ],
        },
        201,
      );
      return withId({ id: menu._id });
    },
    read: ({ id }) => data('GET', `/menu/${id}`),
    change: () => ({ body: { active: true }, changes: { active: true } }),
  },
};

/** The value at a dotted path. */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((inner, key) => (inner as Json | undefined)?.[key], value);
}

/** A copy without these dotted paths (and without what every save changes: who and when). */
function without(value: Json, paths: string[]): Json {
  const copy = structuredClone(value);
  for (const path of [...paths, 'updatedAt', 'updatedBy']) {
    const keys = path.split('.');
    const parent = at(copy, keys.slice(0, -1).join('.')) ?? (keys.length === 1 ? copy : undefined);
    if (parent && typeof parent === 'object') delete (parent as Json)[keys[keys.length - 1] as string];
  }
  return copy;
}

const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0) || value === undefined;

const endpointKey = (e: Endpoint) => `${e.method} ${e.path}`;
const jsonBodied = allEndpoints.filter((e) => e.body !== undefined && !e.multipart);

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await data<{ _id: string }>('GET', '/user/me'))._id;
  world.pngs = [await image('#c00'), await image('#0c0'), await image('#00c')];
  world.jpeg = await image('#cc0', 'jpeg');
  world.pdf = await upload(makePdf([['Harbour Herald'], ['Tides']]), 'herald.pdf', { tag: 'epaper' });
  world.sitemap = await upload(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://herald.example/</loc></url></urlset>',
    ),
    'sitemap.xml',
    { tag: 'sitemap' },
  );
  world.robots = await upload(Buffer.from('User-agent: *\nDisallow: /admin\n'), 'robots.txt', { tag: 'robots' });
  world.category = (await data<{ _id: string }>('POST', '/category/create', { name: 'Harbour' }, 201))._id;
  world.otherCategory = (await data<{ _id: string }>('POST', '/category/create', { name: 'Weather' }, 201))._id;
  world.pages = [];
  for (const title of ['About us', 'Contact', 'Tide tables', 'Weather watch']) world.pages.push(await livePage(title));
  world.client = (await data<{ _id: string }>('POST', '/client', { name: 'Harbour Ferries' }, 201))._id;
});
afterAll(() => t.close());

describe('every PATCH of the catalogue changes exactly the fields it names', () => {
  for (const e of allEndpoints.filter((endpoint) => endpoint.method === 'PATCH')) {
    it(endpointKey(e), async () => {
      const patchCase = patchCases[endpointKey(e)];
      if (!patchCase) throw new Error(`${endpointKey(e)} has no case here: add one`);
      const record = await patchCase.setup();
      const before = await patchCase.read(record);
      // A full record, so that a field blanked by the patch would show.
      const empty = Object.keys(before).filter((field) => isEmpty(before[field]));
      expect(empty).toEqual(patchCase.emptyByNature ?? []);

      for (const step of [patchCase.change, patchCase.clear]) {
        if (!step) continue;
        const now = await patchCase.read(record);
        const { body, changes } = step(record.id);
        const response = await call('PATCH', pathOf(e, record.params), body);
        expect(response.statusCode, response.body).toBe(200);
        const after = await patchCase.read(record);
        for (const [path, value] of Object.entries(changes)) expect(at(after, path), path).toEqual(value);
        expect(without(after, Object.keys(changes))).toEqual(without(now, Object.keys(changes)));
      }
    });
  }
});

describe('a field a model does not have is refused by name, and nothing is stored', () => {
  /** A body each call takes as it is, with what it needs first (ids, a pending change). */
  const bodyCases: Record<string, () => Promise<{ params?: Params; body: Json; status: number }>> = {
    'POST /auth/login': async () => ({
      body: { email: 'admin@example.com', password: 'admin-password-1' },
      status: 200,
    }),
    'POST /metrics/web-vitals': async () => ({
      body: { name: 'LCP', value: 1200, rating: 'good', id: 'v1', path: '/' },
      status: 204,
    }),
    'POST /metrics/web-vitals/page': async () => ({
      body: { vitals: [{ name: 'CLS', value: 0.01, rating: 'good', id: 'v2', path: '/article' }] },
      status: 204,
    }),
    // Another's or no notification: nothing to mark, still a valid call.
    'POST /notifications/read': async () => ({
      body: { ids: ['6f1c2d3e-0000-4000-8000-000000000000'] },
      status: 200,
    }),
    'POST /user': async () => {
      const password = 'tester-password-1';
      const email = `${unique('omar').replace(' ', '')}@example.com`;
      return { body: { email, name: 'Omar', phone: '+1 555 0102', password, confirmPassword: password }, status: 201 };
    },
    'POST /role/create': async () => ({ body: { name: unique('Sub desk'), description: 'Subs' }, status: 201 }),
    'POST /site-management': async () => {
      // One record only: a second first save is a conflict, not a 400.
      const site = await data<{ _id: string | null }>('GET', '/site-management');
      return { body: fullSite(), status: site._id ? 409 : 201 };
    },
    'POST /category/create': async () => ({ body: { name: unique('Sport') }, status: 201 }),
    'POST /cms/create': async () => ({ body: { title: unique('Lifeboat launch') }, status: 201 }),
    'POST /cms/bulk': async () => ({
      body: { action: 'category', ids: [await fullArticle(unique('Ferry times'))], category: world.otherCategory },
      status: 200,
    }),
    'POST /cms/:id/revisions/:revision/restore': async () => {
      const id = await fullArticle(unique('Pier repairs'));
      const [revision] = await data<{ _id: string }[]>('GET', `/cms/${id}/revisions`);
      return { params: { id, revision: revision?._id as string }, body: {}, status: 200 };
    },
    'POST /cms/:id/revisions/:revision/reject': async () => {
      const id = world.pages[1] as string;
      const reporter = await t.userWith({ Cms: ['Read', 'Write', 'Edit'] });
      const pending = await call('PATCH', `/cms/${id}`, { title: unique('Contact us') }, reporter.token);
      expect(pending.statusCode, pending.body).toBe(200);
      const revision = pending.json().data.pendingChange.revision as string;
      return { params: { id, revision }, body: { note: 'Keep the old title' }, status: 200 };
    },
    'POST /cms/:id/notes': async () => ({
      params: { id: world.pages[2] as string },
      body: { section: 's1', anchor: noteAnchor, quote: 'tides', body: 'Check the times', mentions: [] },
      status: 201,
    }),
    'POST /notes/:id/replies': async () => {
      const thread = await data<{ _id: string }>(
        'POST',
        `/cms/${world.pages[2]}/notes`,
        { section: 's1', anchor: noteAnchor, quote: 'tides', body: 'And the heights', mentions: [] },
        201,
      );
      return { params: { id: thread._id }, body: { body: 'Done', mentions: [] }, status: 201 };
    },
    'POST /breaking-news': async () => ({ body: { title: unique('Fog warning') }, status: 201 }),
    'POST /client': async () => ({
      body: { name: unique('Gulls Ltd'), email: `${unique('gulls').replace(' ', '')}@example.com` },
      status: 201,
    }),
    'POST /advertisement': async () => ({ body: fullAd(), status: 201 }),
    'POST /epaper/create': async () => ({ body: { title: unique('Evening edition') }, status: 201 }),
    'POST /redirect-url': async () => ({ body: { oldUrl: `/gone/${++seq}`, redirectUrl: '/tides' }, status: 201 }),
    'POST /redirect-url/import': async () => ({ body: { csv: `/lost/${++seq},/tides,301\n` }, status: 200 }),
    'POST /layout/:id/preview': async () => ({
      params: { id: (await data<{ _id: string }>('GET', '/layout/home'))._id },
      body: { body: { headlines: [world.pages[0]] } },
      status: 200,
    }),
    'POST /menu/create': async () => ({ body: { name: 'menu-1', items: [] }, status: 201 }),
  };

  for (const e of jsonBodied) {
    it(`${endpointKey(e)}: a misspelt field is a 400 naming it`, async () => {
      if (e.method === 'PATCH') {
        const patchCase = patchCases[endpointKey(e)];
        if (!patchCase) throw new Error(`${endpointKey(e)} has no case here: add one`);
        const record = await patchCase.setup();
        const before = await patchCase.read(record);
        const { body } = patchCase.change(record.id);
        const refused = await call('PATCH', pathOf(e, record.params), { ...body, misspelt: 'x' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: messages.unknownFieldNamed('misspelt'),
          fields: { misspelt: messages.unknownField },
        });
        // Nothing stored: the record reads as it did.
        expect(await patchCase.read(record)).toEqual(before);
        return;
      }
      const bodyCase = bodyCases[endpointKey(e)];
      if (!bodyCase) throw new Error(`${endpointKey(e)} has no case here: add one`);
      const { params = {}, body, status } = await bodyCase();
      const refused = await call(e.method, pathOf(e, params), { ...body, misspelt: 'x' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.fields).toEqual({ misspelt: messages.unknownField });
      // The same body without it is taken (a create of something unique would now be a duplicate had the first been stored).
      const taken = await call(e.method, pathOf(e, params), body);
      expect(taken.statusCode, taken.body).toBe(status);
    });
  }

  it('refuses a menu sent as a nested tree, naming each `children`, and stores no menu', async () => {
    const countMenus = async () => (await data<{ total: number }>('GET', '/menu')).total;
    const before = await countMenus();
    const entry = (itemId: string, title: string, extra: Json = {}) => ({
      itemId,
      menuType: 'Page',
      title,
      ...extra,
    });
    const [about, contact, tides, weather] = world.pages as [string, string, string, string];
    const response = await call('POST', '/menu/create', {
      name: 'menu-1',
      items: [
        entry(world.category, 'Harbour', { menuType: 'Category' }),
        entry(about, 'About', { children: [entry(contact, 'Contact')] }),
        entry(tides, 'Tides', { children: [entry(weather, 'Weather')] }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'items.1.children': messages.unknownField,
      'items.2.children': messages.unknownField,
    });
    expect(response.json().error.message).toBe(messages.unknownFieldNamed('items.1.children'));
    expect(await countMenus()).toBe(before);
  });

  it('names a misspelt key inside a nested object', async () => {
    const category = await data<{ _id: string }>('POST', '/category/create', { name: unique('Tides') }, 201);
    const response = await call('PATCH', `/category/${category._id}`, { seo: { titel: 'Tides' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'seo.titel': messages.unknownField });
  });

  it('takes back fields the server keeps itself, sent as they were read, and ignores them', async () => {
    for (const key of ['PATCH /client/:id', 'PATCH /redirect-url/:id', 'PATCH /menu/:id', 'PATCH /role/:id']) {
      const patchCase = patchCases[key] as PatchCase;
      const record = await patchCase.setup();
      const read = await patchCase.read(record);
      const path = key.split(' ')[1]?.replace(':id', record.id) as string;
      const response = await call('PATCH', path, read);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
      expect(without(await patchCase.read(record), [])).toEqual(without(read, []));
    }
    // An advertisement's counters too: what the client read is not refused on an edit, and not stored.
    const ad = await data<Json>('POST', '/advertisement', fullAd(), 201);
    const response = await call('PATCH', `/advertisement/${ad._id}`, { title: 'Ferry sale', views: 999, clicks: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Ferry sale', views: 0, clicks: 0 });
  });

  it('leaves query strings and deletes as they were: an unknown query parameter is not a body field', async () => {
    const list = await call('GET', '/client?page=1&whatever=1');
    expect(list.statusCode).toBe(200);
    const news = await data<{ _id: string }>('POST', '/breaking-news', { title: unique('Gone soon') }, 201);
    const deleted = await call('DELETE', `/breaking-news/${news._id}?whatever=1`);
    expect(deleted.statusCode).toBe(204);
  });
});
