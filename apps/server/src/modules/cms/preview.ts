import { type CmsItem, isWebUrl } from '@masthead/contract';
import katex from 'katex';
import { escapeHtml, formatPreviewDate, imageSource, previewPageHead } from '../../lib/html.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';

const decodeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Formula nodes (already sanitised HTML) rendered by KaTeX; a broken formula shows its source. */
function renderFormulas(html: string): string {
  return html.replace(/<(span|div)\b([^>]*)><\/\1>/g, (match, _tag, attributes: string) => {
    const kind = /data-type="(inline-math|block-math)"/.exec(attributes)?.[1];
    const latex = /data-latex="([^"]*)"/.exec(attributes)?.[1];
    if (!kind || latex === undefined) return match;
    try {
      // `trust: false` keeps \href, \url and \includegraphics from making links or loading anything.
      return katex.renderToString(decodeAttribute(latex), {
        displayMode: kind === 'block-math',
        throwOnError: false,
        trust: false,
      });
    } catch {
      return `<code>${latex}</code>`;
    }
  });
}

/**
 * The built-in preview page: the item's sanitised sections and images, nothing that runs. Addresses
 * were checked when saved; they are checked again here, so an item stored before that check (or
 * written around the API) still never renders a `javascript:` or `data:` link or image.
 */
export function renderPreview(item: CmsItem, tz?: number): string {
  const meta = [
    item.user?.name,
    item.publishDate ? formatPreviewDate(item.publishDate, tz) : 'Not scheduled',
    item.categories.map((c) => c.name).join(', '),
  ].filter(Boolean);
  const sections = item.body
    .map(
      (section) =>
        `<section>${section.title ? `<h2>${escapeHtml(section.title)}</h2>` : ''}${renderFormulas(sanitizeRichText(section.body))}</section>`,
    )
    .join('\n');
  const coverSource = imageSource(item.image?.url);
  const cover = coverSource
    ? `<figure><img src="${escapeHtml(coverSource)}" alt="${escapeHtml(item.imageAlt)}" title="${escapeHtml(item.imageTitle)}"></figure>`
    : '';
  const gallery = item.gallery
    .map((g) => {
      const src = imageSource(g.file?.url ?? g.url);
      return src
        ? `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(g.description)}"><figcaption>${escapeHtml(g.description)}</figcaption></figure>`
        : '';
    })
    .join('');
  const videos = item.videos
    .map((v) => {
      const fileSource = imageSource(v.file?.url);
      if (fileSource) return `<video controls src="${escapeHtml(fileSource)}"></video>`;
      // A link that is not http(s) shows as text: the editor still sees what is stored.
      if (v.url && isWebUrl(v.url)) return `<p><a href="${escapeHtml(v.url)}">${escapeHtml(v.url)}</a></p>`;
      return v.url ? `<p>${escapeHtml(v.url)}</p>` : '';
    })
    .join('');
  return `${previewPageHead(item.title)}
<link rel="stylesheet" href="/preview-assets/katex/katex.min.css">
<style>
body{font:18px/1.6 Georgia,serif;color:#1a1a1a;max-width:760px;margin:0 auto;padding:24px}
.banner{font:14px system-ui,sans-serif;background:#fff3bf;border:1px solid #f0c36d;padding:8px 12px;border-radius:6px}
h1{font-size:2.2em;line-height:1.2;margin:.6em 0 .2em}
.meta{font:14px system-ui,sans-serif;color:#555}
img,video{max-width:100%;height:auto}
figure{margin:1.5em 0}
figcaption{font:14px system-ui,sans-serif;color:#555}
</style>
</head>
<body>
<main>
<p class="banner" role="note">Preview of a ${escapeHtml(item.status.toLowerCase())} ${escapeHtml(item.type.toLowerCase())}: not public</p>
<article>
<h1>${escapeHtml(item.title)}</h1>
<p class="meta">${meta.map((part) => escapeHtml(part ?? '')).join(' · ')}</p>
${item.description ? `<p><strong>${escapeHtml(item.description)}</strong></p>` : ''}
${cover}
${sections}
${gallery}
${videos}
</article>
</main>
</body>
</html>`;
}
