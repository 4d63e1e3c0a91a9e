import { adPositionLabels, type PublicCard, type PublicHome, sectionTemplateLabels } from '@masthead/contract';
import { escapeHtml, formatPreviewDate, imageSource, previewPageHead } from '../../lib/html.js';

type Section = PublicHome['sections'][number];

/** A section's colour, as stored `#rrggbb`; anything else falls back to the ink colour. */
const colorOf = (color: string) => (/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#1a1a1a');

function picture(card: PublicCard, className = 'pic'): string {
  const src = imageSource(card.image?.url);
  return src
    ? `<img class="${className}" src="${escapeHtml(src)}" alt="${escapeHtml(card.image?.alt ?? '')}">`
    : `<div class="${className} nopic" aria-hidden="true"></div>`;
}

/** An item's title: a heading under its block's; `lead` is the block's largest. */
const headline = (card: PublicCard, size: 'lead' | 'plain' = 'plain') =>
  `<h3 class="title ${size}">${escapeHtml(card.title)}</h3>`;

function byline(card: PublicCard, tz: number | undefined): string {
  const parts = [card.categories[0]?.name, card.publishDate ? formatPreviewDate(card.publishDate, tz) : null];
  const text = parts.filter(Boolean).map((part) => escapeHtml(part ?? ''));
  return text.length ? `<p class="meta">${text.join(' · ')}</p>` : '';
}

const description = (card: PublicCard) => (card.description ? `<p>${escapeHtml(card.description)}</p>` : '');

const list = (cards: PublicCard[], tz: number | undefined) =>
  `<ul class="list">${cards.map((card) => `<li>${headline(card)}${byline(card, tz)}</li>`).join('')}</ul>`;

/** Each template of SPEC §3 as the public site lays it out; the back office's schematics draw the same. */
const templates: Record<Section['template'], (cards: PublicCard[], tz: number | undefined) => string> = {
  'template-1': (cards, tz) =>
    `<div class="cols3">${cards
      .map((card) => `<article class="card">${picture(card)}${headline(card)}${byline(card, tz)}</article>`)
      .join('')}</div>`,
  'template-2': (cards, tz) =>
    `<div class="cols3">${[0, 1, 2]
      .map((column) =>
        list(
          cards.filter((_, i) => i % 3 === column),
          tz,
        ),
      )
      .join('')}</div>`,
  'template-3': ([lead, ...rest], tz) =>
    `<div class="lead-cols"><article class="card">${lead ? picture(lead) + headline(lead, 'lead') + byline(lead, tz) : ''}</article>${list(
      rest.filter((_, i) => i % 2 === 0),
      tz,
    )}${list(
      rest.filter((_, i) => i % 2 === 1),
      tz,
    )}</div>`,
  'template-4': ([lead, ...rest], tz) =>
    `<div class="box-list"><article class="box">${lead ? picture(lead) + headline(lead, 'lead') + byline(lead, tz) : ''}</article>${list(rest, tz)}</div>`,
  'template-5': ([lead, ...rest], tz) =>
    `${lead ? `<article class="box-text">${picture(lead)}<div>${headline(lead, 'lead')}${byline(lead, tz)}${description(lead)}</div></article>` : ''}${list(rest, tz)}`,
  'template-6': (cards, tz) =>
    `<div class="cols2">${list(
      cards.filter((_, i) => i % 2 === 0),
      tz,
    )}${list(
      cards.filter((_, i) => i % 2 === 1),
      tz,
    )}</div>`,
};

/** A featured advertisement running at a position: what a home page slot would show now. */
export interface SlotAd {
  title: string;
  imageUrl: string;
}

function section(block: Section, tz: number | undefined, ads: ReadonlyMap<string, SlotAd>): string {
  const color = colorOf(block.color);
  // The colour marks the section's rule; its name stays in ink, readable whatever colour was chosen.
  const head = `<h2 class="section-title" style="border-color:${color}">${escapeHtml(block.name)}</h2>`;
  if (block.type === 'Advertisement') {
    const where = escapeHtml(block.position ? adPositionLabels[block.position] : '');
    const ad = block.position ? ads.get(block.position) : undefined;
    const src = imageSource(ad?.imageUrl);
    const shown =
      ad && src
        ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(ad.title)}"><p>Advertisement · ${where} · not counted in a preview</p>`
        : `Advertisement slot · ${where} · no featured advertisement runs here now`;
    return `<section class="ad" aria-label="${escapeHtml(block.name)}">${head}<div class="ad-slot">${shown}</div></section>`;
  }
  const label = `<p class="template">${escapeHtml(sectionTemplateLabels[block.template])} · ${escapeHtml(block.category?.name ?? block.type)}</p>`;
  const body = block.items.length
    ? templates[block.template](block.items, tz)
    : '<p class="empty">No published items for this section yet.</p>';
  return `<section aria-label="${escapeHtml(block.name)}">${head}${label}${body}</section>`;
}

/**
 * The built-in preview of the whole home page with a manager's unsaved part: what the public site
 * would show (items that are not live left out), laid out as a front page, nothing that runs.
 */
export function renderHomePreview(
  home: PublicHome,
  expiresAt: string | null,
  tz?: number,
  ads: ReadonlyMap<string, SlotAd> = new Map(),
): string {
  const cover = home.coverStory
    ? `<article class="cover" aria-label="Cover story">${picture(home.coverStory, 'cover-pic')}<div><p class="kicker">Cover story</p>${headline(home.coverStory, 'lead')}${byline(home.coverStory, tz)}${description(home.coverStory)}</div></article>`
    : '<p class="empty">No cover story chosen.</p>';
  const headlines = home.headlines.length
    ? `<ol class="headlines">${home.headlines.map((card) => `<li>${escapeHtml(card.title)}</li>`).join('')}</ol>`
    : '<p class="empty">No headlines chosen.</p>';
  const stories = home.topStory.length
    ? `<ol class="stories">${home.topStory.map((card) => `<li>${picture(card, 'thumb')}<div>${headline(card)}${byline(card, tz)}</div></li>`).join('')}</ol>`
    : '<p class="empty">No top stories chosen.</p>';
  const until = expiresAt ? ` · this link works until ${escapeHtml(formatPreviewDate(expiresAt, tz))}` : '';
  return `${previewPageHead('home page')}
<style>
*{box-sizing:border-box}
body{font:16px/1.45 Georgia,serif;color:#1a1a1a;margin:0;background:#fafafa}
main{max-width:1120px;margin:0 auto;padding:16px 20px 48px;background:#fff}
.banner{font:14px system-ui,sans-serif;background:#fff3bf;border:1px solid #f0c36d;padding:8px 12px;border-radius:6px;margin:0 0 16px}
h1{font-size:28px;margin:0 0 12px;border-bottom:3px double #1a1a1a;padding-bottom:8px}
h2{font:700 13px system-ui,sans-serif;letter-spacing:.06em;text-transform:uppercase;margin:0 0 8px}
.title{margin:6px 0 2px;line-height:1.25}.title.lead{font-size:22px}.title.plain{font-size:16px}
.meta,.template,.kicker{font:12px system-ui,sans-serif;color:#555;margin:0}
.kicker{font-weight:700;text-transform:uppercase;color:#c92a2a}
.empty{font:14px system-ui,sans-serif;color:#555;font-style:italic}
.headlines{display:flex;flex-wrap:wrap;gap:6px 28px;margin:0 0 16px;padding:8px 12px;list-style-position:inside;background:#f1f3f5;font:600 15px system-ui,sans-serif}
.top{display:grid;grid-template-columns:2fr 1fr;gap:24px;margin-bottom:24px}
.cover{display:grid;gap:12px}.cover-pic{width:100%;aspect-ratio:16/9;object-fit:cover}
.stories{list-style:none;margin:0;padding:0}.stories li{display:grid;grid-template-columns:88px 1fr;gap:10px;padding:8px 0;border-top:1px solid #e9ecef}
.thumb{width:88px;aspect-ratio:4/3;object-fit:cover}
.pic{width:100%;aspect-ratio:16/10;object-fit:cover}.nopic{background:repeating-linear-gradient(45deg,#e9ecef,#e9ecef 6px,#f1f3f5 6px,#f1f3f5 12px)}
section{margin:28px 0 0}.section-title{border-top:4px solid;padding-top:6px;font-size:15px}
.cols3{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.cols2{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.lead-cols{display:grid;grid-template-columns:2fr 1fr 1fr;gap:16px}.box-list{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.box{background:#f1f3f5;padding:10px}.box-text{display:grid;grid-template-columns:2fr 3fr;gap:16px;margin-bottom:8px}
.list{list-style:none;margin:0;padding:0}.list li{padding:6px 0;border-top:1px solid #e9ecef}
.ad-slot{font:14px system-ui,sans-serif;color:#555;border:2px dashed #adb5bd;padding:24px;text-align:center}
.ad-slot img{max-width:100%;max-height:240px;display:block;margin:0 auto 8px}
@media (max-width:720px){.top,.cols3,.cols2,.lead-cols,.box-list,.box-text{grid-template-columns:1fr}}
</style>
</head>
<body>
<main>
<p class="banner" role="note">Preview of the home page with unsaved changes: not public${until}</p>
<h1>Home page</h1>
<h2>Top headlines</h2>
${headlines}
<div class="top">
${cover}
<aside aria-label="Top stories"><h2>Top stories</h2>${stories}</aside>
</div>
${home.sections.map((block) => section(block, tz, ads)).join('\n')}
</main>
</body>
</html>`;
}
