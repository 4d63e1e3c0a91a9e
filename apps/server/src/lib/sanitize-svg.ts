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

/**
 * Keeps drawing elements and presentation attributes only: no script, no event
 * handlers, no foreignObject, no links but in-document fragments.
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
        const cleaned = { ...attribs };
        for (const name of ['href', 'xlink:href']) {
          if (cleaned[name] && !cleaned[name].startsWith('#')) delete cleaned[name];
        }
        if (cleaned.style && /url\s*\(|expression|javascript:/i.test(cleaned.style)) delete cleaned.style;
        return { tagName, attribs: cleaned };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'style' && /@import|url\s*\(|javascript:/i.test(frame.text),
  });
}

const svgStart =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** SVG has no magic bytes: it is XML whose root element is `svg`. */
export function looksLikeSvg(head: string): boolean {
  return svgStart.test(head);
}
