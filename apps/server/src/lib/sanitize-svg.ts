import sanitizeHtml from 'sanitize-html';

const svgTags = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
  'feFlood',
  'feComposite',
  'style',
];

const svgAttributes = [
  'id',
  'class',
  'style',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-miterlimit',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'clip-path',
  'mask',
  'preserveAspectRatio',
  'xmlns',
  'xmlns:xlink',
  'version',
  'href',
  'xlink:href',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'patternUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filter',
  'stdDeviation',
  'dx',
  'dy',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'flood-color',
  'flood-opacity',
  'clipPathUnits',
  'maskUnits',
  'role',
  'aria-label',
  'aria-hidden',
];

/** CSS functions that fetch or paint from elsewhere, whatever their argument. */
const LOADING_CSS =
  /@|expression\s*\(|javascript:|behavior\s*:|-moz-binding|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|paint\s*\(|src\s*\(/i;

/**
 * True when a piece of CSS (a `<style>` element or a `style` attribute) can load nothing:
 * no at-rule (`@import`, `@font-face`), no loading function, and `url()` only to a
 * `#fragment` of the same document. Backslash escapes and character references are refused
 * outright, since they can spell any of these (`@\69mport`, `u\rl(`, `&#117;rl(`).
 */
export function cssLoadsNothing(css: string): boolean {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (text.includes('\\') || text.includes('&') || LOADING_CSS.test(text)) return false;
  return urlsAreFragments(text);
}

/** Every `url(…)` in `value` points into this document (`url(#gradient)`). */
function urlsAreFragments(value: string): boolean {
  const all = value.match(/url\s*\(/gi)?.length ?? 0;
  const fragments = value.match(/url\s*\(\s*(['"]?)#[^)'"\s]*\1\s*\)/gi)?.length ?? 0;
  return all === fragments;
}

/**
 * Keeps drawing elements and presentation attributes only: no script, no event handlers,
 * no foreignObject or image, links only to in-document fragments, and no attribute or CSS
 * that could load anything (`fill="url(http…)"`, `filter`, `mask`, `clip-path`, `@import`).
 */
export function sanitizeSvg(svg: string): string {
  return sanitizeHtml(svg, {
    allowedTags: svgTags,
    allowedAttributes: { '*': svgAttributes },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowProtocolRelative: false,
    allowVulnerableTags: true,
    disallowedTagsMode: 'discard',
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      '*': (tagName, attribs) => {
        const cleaned: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) continue;
          if (name === 'style' ? !cssLoadsNothing(value) : !urlsAreFragments(value)) continue;
          cleaned[name] = value;
        }
        return { tagName, attribs: cleaned };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'style' && !cssLoadsNothing(frame.text),
  });
}

const svgStart =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** SVG has no magic bytes: it is XML whose root element is `svg`. */
export function looksLikeSvg(head: string): boolean {
  return svgStart.test(head);
}
