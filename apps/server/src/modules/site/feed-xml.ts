import { XMLBuilder } from 'fast-xml-parser';
import { escapeHtml } from '../../lib/html.js';

/** One feed, whatever its format; every text in it is plain text, never markup. */
export interface FeedText {
  title: string;
  subtitle: string;
  rights: string;
  /** The feed's own id (the site's address) and the page it stands for. */
  id: string;
  link: string;
  /** Where this very feed is read. */
  self: string;
  updated: Date;
  /** Names the feed's author when an entry has none (Atom wants one or the other). */
  author: string;
  entries: {
    title: string;
    link: string;
    summary: string;
    author: string | null;
    published: Date;
    updated: Date;
  }[];
}

// Characters XML 1.0 cannot carry at all, not even escaped: a title with one would break the whole feed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const text = (value: string) => value.replace(NOT_XML, '');

// The builder escapes &, <, >, " and ' in every text and attribute, so a headline such as
// `Why 3 < 4 "matters" <b>` reaches a feed reader as those very characters.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});
const declaration = { '?xml': { '@version': '1.0', '@encoding': 'utf-8' } };
const plain = (value: string) => ({ '@type': 'text', '#text': text(value) });

/**
 * Atom 1.0 (RFC 4287). Titles, summaries, names and rights are `type="text"`: the feed library used
 * before wrote entry titles as HTML, so feed readers dropped `<…>` from a headline.
 */
export function atomXml(feed: FeedText): string {
  return builder.build({
    ...declaration,
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      '@xml:lang': 'en',
      id: feed.id,
      title: plain(feed.title),
      subtitle: plain(feed.subtitle),
      updated: feed.updated.toISOString(),
      generator: 'Masthead',
      link: [
        { '@rel': 'alternate', '@type': 'text/html', '@href': feed.link },
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': feed.self },
      ],
      rights: plain(feed.rights),
      author: { name: text(feed.author) },
      entry: feed.entries.map((entry) => ({
        id: entry.link,
        title: plain(entry.title),
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': entry.link },
        published: entry.published.toISOString(),
        updated: entry.updated.toISOString(),
        ...(entry.author ? { author: { name: text(entry.author) } } : {}),
        ...(entry.summary ? { summary: plain(entry.summary) } : {}),
      })),
    },
  });
}

/**
 * RSS 2.0. Its titles are text by the specification; its descriptions are read as HTML by every
 * reader, so the plain-text summary goes in HTML-escaped. The author's name is `dc:creator`
 * (RSS's own `author` is an e-mail address).
 */
export function rssXml(feed: FeedText): string {
  return builder.build({
    ...declaration,
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      channel: {
        title: text(feed.title),
        link: feed.link,
        description: text(feed.subtitle),
        language: 'en',
        copyright: text(feed.rights),
        lastBuildDate: feed.updated.toUTCString(),
        generator: 'Masthead',
        'atom:link': { '@href': feed.self, '@rel': 'self', '@type': 'application/rss+xml' },
        item: feed.entries.map((entry) => ({
          title: text(entry.title),
          link: entry.link,
          // The same guid as before: a reader that has an item must not see it again as new.
          guid: { '@isPermaLink': 'false', '#text': entry.link },
          pubDate: entry.published.toUTCString(),
          ...(entry.author ? { 'dc:creator': text(entry.author) } : {}),
          ...(entry.summary ? { description: escapeHtml(text(entry.summary)) } : {}),
        })),
      },
    },
  });
}
