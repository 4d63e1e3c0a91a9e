import { isSafeUrl } from '@masthead/contract';
import sanitize from 'sanitize-html';

/**
 * Where a link may point: http(s), a path on this site, an anchor on the page, or an e-mail
 * address. Anything else (`javascript:`, `data:`, `vbscript:`, `//host`, a bare relative path
 * a reader's browser would resolve against some other page) is dropped with its attribute.
 * `value` arrives with entities decoded, so `&#106;avascript:` is seen as what it is.
 */
export function isSafeLink(value: string): boolean {
  return (
    isSafeUrl(value, { sitePath: true }) || /^#[^\s\\]*$/.test(value) || /^mailto:[^\s\\:/]+@[^\s\\]+$/i.test(value)
  );
}

/** Where an image may load from: http(s) or a path on this site (uploads are served from /media). */
export function isSafeImageSource(value: string): boolean {
  return isSafeUrl(value, { sitePath: true });
}

/** The attribute kept (trimmed, as a browser reads it, in its place) when `allowed` accepts it, dropped otherwise. */
function keepIf(attribs: sanitize.Attributes, name: string, allowed: (value: string) => boolean): sanitize.Attributes {
  const kept: sanitize.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) kept[key] = value;
    else if (allowed(value.trim())) kept[key] = value.trim();
  }
  return kept;
}

/**
 * Rich text as the editor produces it, and nothing that can run: no script, no event
 * handlers, no `javascript:` links, no styles, no frames. Formula nodes keep their LaTeX.
 * Links and image sources follow the rule of every URL field (`isSafeLink`, `isSafeImageSource`);
 * sanitize-html's own scheme list stays behind them as a second check.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['data-type', 'data-latex'],
    div: ['data-type', 'data-latex'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const kept = keepIf(attribs, 'href', isSafeLink);
      return { tagName, attribs: kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer' } : kept };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', isSafeImageSource) }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}
