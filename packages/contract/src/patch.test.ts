import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryUpdateSchema } from './category.js';
import { clientUpdateSchema } from './client.js';
import { cmsItemSchema, cmsPatchSchema } from './cms.js';
import { menuSchema, menuUpdateSchema } from './menu.js';
import { patchOf, unknownFields, withPatch } from './patch.js';
import { siteUpdateSchema } from './site.js';

describe('patchOf', () => {
  it('leaves out what was not sent, instead of filling defaults', () => {
    expect(clientUpdateSchema.parse({ name: 'Acme' })).toEqual({ name: 'Acme' });
    expect(siteUpdateSchema.parse({ siteName: 'Daily' })).toEqual({ siteName: 'Daily' });
    expect(menuUpdateSchema.parse({ active: true })).toEqual({ active: true });
  });

  it('takes a nested object key by key, with the rules of each key', () => {
    expect(categoryUpdateSchema.parse({ seo: { title: 'New' } })).toEqual({ seo: { title: 'New' } });
    expect(siteUpdateSchema.safeParse({ seo: { title: '' } }).success).toBe(false);
    expect(cmsPatchSchema.parse({ seo: { metaTags: [] } })).toEqual({ seo: { metaTags: [] } });
  });

  it('keeps the rules of the fields it names, and what clears them', () => {
    expect(clientUpdateSchema.safeParse({ email: 'not an address' }).success).toBe(false);
    expect(clientUpdateSchema.parse({ email: '' })).toEqual({ email: '' });
    expect(clientUpdateSchema.safeParse({ name: '' }).success).toBe(false);
  });

  it('refuses a schema whose refinements it would lose', () => {
    expect(() => patchOf(z.object({ a: z.string() }).refine(() => true))).toThrow(/refinements/);
    expect(() =>
      patchOf(
        z.object({
          a: z
            .string()
            .default('')
            .refine(() => true),
        }),
      ),
    ).toThrow(/"a"/);
  });
});

describe('withPatch', () => {
  it('changes the keys named and keeps the others', () => {
    const seo = { title: 'T', description: 'D', metaTags: [{ property: 'keywords', content: 'k' }] };
    expect(withPatch(seo, { title: 'New' })).toEqual({ ...seo, title: 'New' });
    expect(withPatch(seo, undefined)).toBe(seo);
  });
});

describe('unknownFields', () => {
  it('names a misspelt field at the top and inside objects and arrays', () => {
    expect(unknownFields(clientUpdateSchema, { name: 'A', emial: 'x' })).toEqual(['emial']);
    expect(unknownFields(categoryUpdateSchema, { seo: { titel: 'x' } })).toEqual(['seo.titel']);
    const items = [
      { itemId: 'a', menuType: 'Page', title: 'A' },
      { itemId: 'b', menuType: 'Page', title: 'B', children: [{ itemId: 'c' }] },
    ];
    expect(unknownFields(menuUpdateSchema, { items }, menuSchema)).toEqual(['items.1.children']);
  });

  it('does not take keys of the object prototype for fields', () => {
    expect(unknownFields(clientUpdateSchema, JSON.parse('{"constructor": 1, "toString": 2}'))).toEqual([
      'constructor',
      'toString',
    ]);
  });

  it('lets through what the answer has at the same place: read-only fields sent back', () => {
    const read = { _id: 'x', title: 'T', views: 3, createdAt: 'now', seo: { title: 'S' }, gallery: [] };
    expect(unknownFields(cmsPatchSchema, read, cmsItemSchema)).toEqual([]);
    expect(unknownFields(cmsPatchSchema, read)).toEqual(['views', 'createdAt']);
  });

  it('reads unions by the best option, records by any key, and looks through wrappers', () => {
    const schema = z.object({
      either: z.union([z.string(), z.object({ a: z.string() }), z.object({ b: z.string(), c: z.string() })]),
      map: z.record(z.string(), z.object({ x: z.number() })),
      later: z.lazy(() => z.object({ y: z.number() })).optional(),
      piped: z
        .object({ z: z.number() })
        .transform((v) => v)
        .nullable(),
    });
    expect(
      unknownFields(schema, {
        either: { b: '1', c: '2', d: '3' },
        map: { anything: { x: 1, q: 2 } },
        later: { y: 1, w: 2 },
        piped: { z: 1, v: 2 },
      }),
    ).toEqual(['either.d', 'map.anything.q', 'later.w', 'piped.v']);
    expect(unknownFields(schema, { either: 'text', piped: null })).toEqual([]);
  });
});
