import { describe, expect, it } from 'vitest';
import { initialSlugState, normalizeSlug, slugAfterManualEdit, slugAfterSourceChange } from './slug-follow';

describe('permalink auto-follow', () => {
  it('follows the title of a new item as it is typed', () => {
    let state = initialSlugState('', '', { fixed: false });
    for (const title of ['B', 'Br', 'Breaking', 'Breaking: Mayor\'s "Plan" 2025']) {
      state = slugAfterSourceChange(state, title);
    }
    expect(state).toEqual({ slug: 'breaking-mayor-s--plan--2025', follows: true });
  });

  it('stops following once edited by hand, and resumes when the field is cleared', () => {
    let state = slugAfterSourceChange(initialSlugState('', '', { fixed: false }), 'First title');
    state = slugAfterManualEdit('my-own-slug');
    expect(slugAfterSourceChange(state, 'Second title')).toEqual({ slug: 'my-own-slug', follows: false });
    state = slugAfterManualEdit('');
    expect(slugAfterSourceChange(state, 'Third title')).toEqual({ slug: 'third-title', follows: true });
  });

  it('keeps a fixed slug (a public address), but fills one that is missing', () => {
    expect(slugAfterSourceChange(initialSlugState('old-title', 'Old title', { fixed: true }), 'New title').slug).toBe(
      'old-title',
    );
    expect(slugAfterSourceChange(initialSlugState('', 'Old title', { fixed: true }), 'New title').slug).toBe(
      'new-title',
    );
  });

  it('keeps following when the slug still matches its source, also once saved', () => {
    expect(initialSlugState('sport', 'Sport', { fixed: false }).follows).toBe(true);
    expect(initialSlugState('sports-desk', 'Sport', { fixed: false }).follows).toBe(false);
    // A saved draft whose permalink was made from its title: the title still leads.
    const saved = initialSlugState('budget-passes', 'Budget passes', { fixed: false });
    expect(slugAfterSourceChange(saved, 'Budget passes at dawn')).toEqual({
      slug: 'budget-passes-at-dawn',
      follows: true,
    });
  });

  it('normalizes a hand-typed slug', () => {
    expect(normalizeSlug('  My Slug! ')).toBe('my-slug');
  });
});
