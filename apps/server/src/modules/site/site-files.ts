import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { type Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import { namesEtag, publicCacheControl } from '../../lib/public-answer-http.js';
import type { Api } from '../../lib/route.js';
import type { SiteFileReads } from '../../read-models/site-files.js';
import type { Storage } from '../../storage/storage.js';
import { atomXml, rssXml } from './feed-xml.js';
import type { SiteRepo } from './site.repo.js';

/** The sitemap protocol's limit per file; past it, an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 5_000;
const FEED_ITEMS = 50;
const CACHE = publicCacheControl.found;
/**
 * For an answer that names the request's own host (no site URL set): a shared cache keyed on the
 * address alone would hand one caller's Host or X-Forwarded-Host to everyone, so only the caller keeps it.
 */
const CACHE_OWN_HOST = 'private, max-age=30';

const EMPTY_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';

const publicRoute = { config: { permission: { public: true } }, schema: { hide: true } } as const;

/** A stored upload as a stream, from the media folder or the bucket. */
async function storedFile(storage: Storage, key: string): Promise<Readable | null> {
  if (storage.kind === 'local') return createReadStream(storage.pathOf(key));
  const bucket = storage as Storage & { read(key: string): Promise<{ body: Readable } | null> };
  return (await bucket.read(key))?.body ?? null;
}

const weakEtag = (text: string) => `W/"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;

/** 304 when the caller has this version; otherwise sets the ETag and Cache-Control and answers false. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string, cache: string): boolean {
  reply.header('etag', etag).header('cache-control', cache);
  if (!namesEtag(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}

/**
 * Gathers a stream's small pieces (an XML writer emits one per address) into pieces of 64 KB:
 * compression and the socket then work on a few large writes instead of thousands of tiny ones.
 */
function inLargePieces(source: Readable): Readable {
  let held: Buffer[] = [];
  let size = 0;
  const gathered = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      size += chunk.length;
      if (size >= 64 * 1024) {
        this.push(Buffer.concat(held));
        held = [];
        size = 0;
      }
      done();
    },
    flush(done) {
      if (size > 0) this.push(Buffer.concat(held));
      done();
    },
  });
  source.on('error', (error) => gathered.destroy(error));
  return source.pipe(gathered);
}

/** Writes entries to an XML stream as they are read, a batch at a time, honouring backpressure. */
async function pump<T>(
  stream: SitemapStream | SitemapIndexStream,
  batches: AsyncIterable<T[]>,
  toItem: (entry: T) => object,
) {
  try {
    for await (const batch of batches) {
      for (const entry of batch) {
        if (!stream.write(toItem(entry))) await once(stream, 'drain');
      }
    }
    stream.end();
  } catch (error) {
    stream.destroy(error as Error);
  }
}

/**
 * The public site's own files, from what is published (or as uploaded): `/sitemap.xml` (an index
 * of `/sitemap-{n}.xml` parts past 50,000 addresses), `/robots.txt`, `/rss.xml` and `/atom.xml`,
 * and per category `/rss/{slug}.xml` and `/atom/{slug}.xml`. XML is written by libraries
 * (sitemap; fast-xml-parser's builder for the feeds, `feed-xml.ts`), never by hand.
 */
export function registerSiteFiles(
  app: Api,
  deps: { files: SiteFileReads; site: SiteRepo; storage: Storage; publicSiteUrl: string | null },
): void {
  const { files, site, storage } = deps;

  /**
   * Where the public site lives: the site URL of the settings, PUBLIC_SITE_URL, or, with neither,
   * the address the request came to — then the answer is the caller's alone (`cache`).
   */
  async function baseUrl(request: FastifyRequest) {
    const settings = await site.getAll();
    const configured = settings?.siteUrl || deps.publicSiteUrl;
    const base = configured || `${request.protocol}://${request.host}`;
    return { base: base.replace(/\/+$/, ''), settings, cache: configured ? CACHE : CACHE_OWN_HOST };
  }

  /** The addresses of part `from`…`from + count` of the sitemap: categories first, then items by id, a batch at a time. */
  async function* entries(from: number, count: number) {
    const categories = await files.sitemapCategories();
    const shown = categories.slice(from, from + count);
    if (shown.length > 0) yield shown;
    let left = count - shown.length;
    let after = await files.sitemapItemBefore(Math.max(0, from - categories.length));
    if (from > categories.length && after === null) return;
    while (left > 0) {
      const batch = await files.sitemapItems(after, Math.min(BATCH, left));
      if (batch.length === 0) return;
      yield batch;
      left -= batch.length;
      after = batch[batch.length - 1]?.id ?? null;
    }
  }

  async function sitemapPart(request: FastifyRequest, reply: FastifyReply, part: number | null) {
    const { base, settings, cache } = await baseUrl(request);
    if (part === null && settings?.sitemap) {
      const uploaded = await storedFile(storage, settings.sitemap.url.replace(/^\/media\//, ''));
      if (uploaded) return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(uploaded);
    }
    const stats = await files.sitemapStats();
    const etag = weakEtag(`${base}|${stats.count}|${stats.lastModified?.toISOString()}|${part}`);
    if (notModified(request, reply, etag, cache)) return reply;
    reply.type('application/xml; charset=utf-8');
    const parts = Math.max(1, Math.ceil(stats.count / SITEMAP_MAX_URLS));
    if (part === null && parts > 1) {
      const index = new SitemapIndexStream();
      async function* partNames() {
        yield Array.from({ length: parts }, (_, n) => n + 1);
      }
      void pump(index, partNames(), (n) => ({
        url: `${base}/sitemap-${n}.xml`,
        lastmod: stats.lastModified?.toISOString(),
      }));
      return reply.send(inLargePieces(index));
    }
    const number = part ?? 1;
    if (number < 1 || number > parts) return reply.code(404).type('text/plain').send('No such sitemap part');
    // Nothing published yet: a valid sitemap with no address (the writer refuses to make an empty one).
    if (stats.count === 0) return reply.send(EMPTY_SITEMAP);
    const stream = new SitemapStream({ hostname: base });
    void pump(stream, entries((number - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS), (entry) => ({
      url: entry.path,
      lastmod: entry.lastModified.toISOString(),
    }));
    return reply.send(inLargePieces(stream));
  }

  app.get('/sitemap.xml', publicRoute, (request, reply) => sitemapPart(request, reply, null));
  app.get('/sitemap-:part.xml', publicRoute, (request, reply) =>
    sitemapPart(request, reply, Number.parseInt((request.params as { part: string }).part, 10) || 0),
  );

  app.get('/robots.txt', publicRoute, async (request, reply) => {
    const { base, settings, cache } = await baseUrl(request);
    if (settings?.robotFile) {
      const uploaded = await storedFile(storage, settings.robotFile.url.replace(/^\/media\//, ''));
      if (uploaded) return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(uploaded);
    }
    const text = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /preview/\n\nSitemap: ${base}/sitemap.xml\n`;
    if (notModified(request, reply, weakEtag(text), cache)) return reply;
    return reply.type('text/plain; charset=utf-8').send(text);
  });

  async function feed(request: FastifyRequest, reply: FastifyReply, format: 'rss' | 'atom', slug?: string) {
    const { base, settings, cache } = await baseUrl(request);
    const found = await files.feedItems(FEED_ITEMS, slug);
    if (!found) return reply.code(404).type('text/plain').send('No such category');
    const siteName = settings?.siteName || 'Blog';
    const own = slug ? `/${format}/${slug}.xml` : `/${format}.xml`;
    const link = `${base}/${found.category && slug ? `category/${slug}` : ''}`;
    const text = {
      title: found.category ? `${siteName}: ${found.category}` : siteName,
      subtitle: settings?.seo.description || siteName,
      rights: settings?.footerCopyright || siteName,
      // The site's feed stands for the site, a category's for the category page.
      id: link,
      link,
      self: `${base}${own}`,
      updated: found.items[0]?.updated ?? new Date(0),
      author: siteName,
      entries: found.items.map((item) => ({
        title: item.title,
        link: `${base}/${item.permaLink}`,
        summary: item.description,
        author: item.author,
        published: item.published,
        updated: item.updated,
      })),
    };
    const body = format === 'rss' ? rssXml(text) : atomXml(text);
    if (notModified(request, reply, weakEtag(body), cache)) return reply;
    return reply
      .type(format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8')
      .send(body);
  }

  app.get('/rss.xml', publicRoute, (request, reply) => feed(request, reply, 'rss'));
  app.get('/atom.xml', publicRoute, (request, reply) => feed(request, reply, 'atom'));
  app.get('/rss/:slug.xml', publicRoute, (request, reply) =>
    feed(request, reply, 'rss', (request.params as { slug: string }).slug),
  );
  app.get('/atom/:slug.xml', publicRoute, (request, reply) =>
    feed(request, reply, 'atom', (request.params as { slug: string }).slug),
  );
}
