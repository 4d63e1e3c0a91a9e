import type { RevisionItem } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { compareVersions, formulaMark } from './diff-model';

const version = (over: Partial<RevisionItem>): RevisionItem =>
  ({
    title: 'Harbour opens',
    description: 'Boats return',
    body: [{ title: 'Morning', body: '<p>The gates opened at six.</p>' }],
    seo: { title: 'Harbour', description: 'Opening', metaTags: [] },
    tags: ['harbour'],
    categories: [],
    publishDate: null,
    image: null,
    ...over,
  }) as RevisionItem;

describe('compareVersions', () => {
  it('marks the words removed and added, field by field, and which fields changed', () => {
    const fields = compareVersions(
      version({}),
      version({
        title: 'Harbour opens at last',
        body: [{ title: 'Morning', body: '<p>The gates opened at seven.</p>' }],
      }),
    );
    const title = fields.find((field) => field.label === 'Title');
    expect(title?.changed).toBe(true);
    expect(title?.parts.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['at last']);
    const text = fields.find((field) => field.label === 'Section 1 text');
    expect(text?.parts.filter((part) => part.removed).map((part) => part.value)).toEqual(['six']);
    expect(text?.parts.filter((part) => part.added).map((part) => part.value)).toEqual(['seven']);
    expect(fields.find((field) => field.label === 'Short description')?.changed).toBe(false);
  });

  it('compares a section only one version has with empty text', () => {
    const fields = compareVersions(
      version({}),
      version({
        body: [
          { title: 'Morning', body: '<p>The gates opened at six.</p>' },
          { title: 'Evening', body: '<p>Crowds left.</p>' },
        ],
      }),
    );
    const added = fields.find((field) => field.label === 'Section 2 text');
    expect(added?.changed).toBe(true);
    expect(added?.parts.every((part) => part.added || part.value === '')).toBe(true);
  });

  it('carries each formula as one word: a changed formula is one removed and one added, not LaTeX pieces', () => {
    const formula = (latex: string) =>
      `<p>Area <span data-type="inline-math" data-latex="${latex}"></span> in total.</p>`;
    const fields = compareVersions(
      version({ body: [{ title: 'Morning', body: formula('x^2 + y^2') }] }),
      version({ body: [{ title: 'Morning', body: formula('\\frac{a}{b}') }] }),
    );
    const text = fields.find((field) => field.label === 'Section 1 text');
    expect(text?.formulas).toEqual(['x^2 + y^2', '\\frac{a}{b}']);
    const removed = text?.parts.filter((part) => part.removed).map((part) => part.value.trim());
    const added = text?.parts.filter((part) => part.added).map((part) => part.value.trim());
    expect(removed).toEqual([formulaMark(0)]);
    expect(added).toEqual([formulaMark(1)]);
    expect(text?.parts.map((part) => part.value).join('')).not.toContain('^');
    const same = compareVersions(
      version({ body: [{ title: 'Morning', body: formula('x^2') }] }),
      version({ body: [{ title: 'Morning', body: formula('x^2') }] }),
    );
    expect(same.find((field) => field.label === 'Section 1 text')?.changed).toBe(false);
  });
});
