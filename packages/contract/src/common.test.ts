import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCodeForStatus, isSafeUrl, isSitePath, isWebUrl, optionalUrl } from './common.js';
import { messages } from './messages.js';

describe('errorCodeForStatus', () => {
  it('names each failure status of the wire format, and anything else INTERNAL', () => {
    expect(errorCodeForStatus(400)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(401)).toBe('UNAUTHORIZED');
    expect(errorCodeForStatus(409)).toBe('CONFLICT');
    expect(errorCodeForStatus(429)).toBe('RATE_LIMITED');
    expect(errorCodeForStatus(500)).toBe('INTERNAL');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
  });
});

describe('URL fields', () => {
  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'https:evil.example',
    'https://',
    'http://exa mple.com/',
    'http://example.com/\\..\\x',
    'news/x',
    '#top',
  ];

  it('accept http and https addresses only, whatever the case of the scheme', () => {
    for (const url of ['https://example.com', 'http://example.com/a?b=c#d', 'HTTPS://Example.com/Path']) {
      expect(isSafeUrl(url), url).toBe(true);
      expect(isWebUrl(url), url).toBe(true);
    }
    for (const url of hostile) expect(isSafeUrl(url, { sitePath: true }), url).toBe(false);
  });

  it('accept a site path only where the field means one', () => {
    expect(isSafeUrl('/news/x')).toBe(false);
    expect(isSafeUrl('/news/x', { sitePath: true })).toBe(true);
    expect(isSitePath('/media/a.png')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
  });

  it('refuse hostile schemes, also behind leading spaces and tabs, with the field and the message', () => {
    const schema = z.object({ link: optionalUrl(), image: optionalUrl({ sitePath: true }) });
    for (const url of [...hostile, ' JaVaScRiPt:alert(1)', '\t\tjavascript:alert(1)', ' \u00a0data:text/html,x']) {
      const result = schema.safeParse({ link: url, image: url });
      expect(result.success, url).toBe(false);
      const issues = result.success ? [] : result.error.issues;
      expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['link', messages.urlInvalid],
        ['image', messages.urlOrPathInvalid],
      ]);
    }
  });

  it('keep an empty value (no address) and trim a good one', () => {
    const schema = z.object({ link: optionalUrl() });
    expect(schema.parse({ link: '' })).toEqual({ link: '' });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ link: '  https://example.com/a  ' })).toEqual({ link: 'https://example.com/a' });
  });
});
