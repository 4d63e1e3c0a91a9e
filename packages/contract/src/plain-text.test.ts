import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';

describe('plainText', () => {
  it('keeps the words a reader sees: blocks apart, inline marks joined, formulas as their LaTeX', () => {
    expect(plainText('<p></p><p>&nbsp;</p><p><img src="x.png"></p>')).toBe('');
    expect(plainText('<h2>Title</h2><p>foo<b>bar</b> baz</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title foobar baz a b',
    );
    expect(plainText('<p>line<br>break</p><div data-latex="a &lt; b" data-type="block-math"></div>')).toBe(
      'line break a < b',
    );
    expect(plainText('<p>R&amp;D &lt;tag&gt; &quot;q&quot; it&#39;s &#x2014;</p>')).toBe('R&D <tag> "q" it\'s —');
    expect(plainText('<script>alert(1)</script><!-- note --><p>ok</p>')).toBe('ok');
  });
});
