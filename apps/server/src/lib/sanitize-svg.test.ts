import { describe, expect, it } from 'vitest';
import { cssLoadsNothing, sanitizeSvg } from './sanitize-svg.js';

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

/** Payloads that try to make the browser fetch from elsewhere when the SVG is shown. */
const hostile: Record<string, string> = {
  'CSS escape in @import': '<style>@\\69mport url(http://evil.example/x.css);</style><rect width="1" height="1"/>',
  'escaped url(': '<style>.a{background:u\\rl(http://evil.example/x.png)}</style><rect class="a"/>',
  'hex-escaped url(': '<style>.a{fill:\\75 rl(http://evil.example/p)}</style><rect class="a"/>',
  'image-set()': '<style>.a{background-image:image-set("http://evil.example/x.png" 1x)}</style><rect class="a"/>',
  '-webkit-image-set()': '<style>.a{background:-webkit-image-set(url(//evil.example/x.png) 1x)}</style><rect/>',
  'character reference in a style element': '<style>.a{fill:&#117;rl(http://evil.example/p)}</style><rect class="a"/>',
  'CSS comment inside url': '<style>.a{fill:url(/**/http://evil.example/p)}</style><rect class="a"/>',
  'fill attribute': '<rect width="5" height="5" fill="url(http://evil.example/p.svg#g)"/>',
  'stroke attribute': '<rect width="5" height="5" stroke="url(https://evil.example/p.svg#g)"/>',
  'filter attribute': '<rect width="5" height="5" filter="url(http://evil.example/f.svg#blur)"/>',
  'mask attribute': '<rect width="5" height="5" mask="url(http://evil.example/m.svg#m)"/>',
  'clip-path attribute': '<rect width="5" height="5" clip-path="url(http://evil.example/c.svg#c)"/>',
  'quoted url in an attribute': `<rect width="5" height="5" fill="url('http://evil.example/p')"/>`,
  'url in a style attribute': '<rect width="5" height="5" style="fill:url(http://evil.example/p)"/>',
  'protocol-relative url': '<rect width="5" height="5" fill="url(//evil.example/p#g)"/>',
  '@font-face': '<style>@font-face{font-family:x;src:url(http://evil.example/f.woff)}</style><text>x</text>',
  'use of an outside document': '<use href="http://evil.example/sprite.svg#icon"/>',
  'xlink use of an outside document': '<use xlink:href="https://evil.example/sprite.svg#icon"/>',
  'image element': '<image href="http://evil.example/x.png" width="5" height="5"/>',
  feImage: '<filter id="f"><feImage href="http://evil.example/x.png"/></filter>',
  script: '<script>fetch("http://evil.example/")</script>',
  'event handler': '<rect width="5" height="5" onload="fetch(\'http://evil.example/\')"/>',
  foreignObject: '<foreignObject><iframe src="http://evil.example/"></iframe></foreignObject>',
  'animate of href': '<a><animate attributeName="href" to="http://evil.example/"/></a>',
  'javascript link': '<a href="javascript:alert(1)"><rect width="5" height="5"/></a>',
};

describe('SVG cleaning', () => {
  for (const [name, payload] of Object.entries(hostile)) {
    it(`leaves nothing that loads from elsewhere: ${name}`, () => {
      const clean = sanitizeSvg(svg(payload));
      expect(clean).not.toMatch(/evil\.example|javascript:|<script|onload|foreignObject|<image|feImage/i);
      expect(clean).toContain('<svg');
    });
  }

  it('keeps a logo as drawn: shapes, colours, gradients and fragment references, class styles', () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#300"/></linearGradient>' +
        '<clipPath id="c"><circle cx="5" cy="5" r="4"/></clipPath></defs>' +
        '<style>.st0{fill:#1a4d8f;stroke:url(#g)} .st1{opacity:.5}</style>' +
        '<rect class="st0" width="10" height="10" fill="url(#g)" clip-path="url(#c)"/>' +
        '<path class="st1" d="M0 0L10 10" style="stroke:#000;stroke-width:2"/><use href="#c"/>',
    );
    const clean = sanitizeSvg(logo);
    for (const kept of [
      'fill="url(#g)"',
      'clip-path="url(#c)"',
      '.st0{fill:#1a4d8f;stroke:url(#g)}',
      'style="stroke:#000;stroke-width:2"',
      'href="#c"',
      'stop-color="#c00"',
    ]) {
      expect(clean).toContain(kept);
    }
  });

  it('judges CSS by what it can load', () => {
    expect(cssLoadsNothing('.a{fill:red} .b{stroke:url( "#grad" )}')).toBe(true);
    expect(cssLoadsNothing('.a{fill:url(data:image/png;base64,AAAA)}')).toBe(false);
    expect(cssLoadsNothing('@media print{.a{fill:red}}')).toBe(false);
  });
});
