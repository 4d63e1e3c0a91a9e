import { describe, expect, it } from 'vitest';
import { initialSlugState, normalizeSlug, slugAfterManualEdit, slugAfterSourceChange } from './slug-follow';

describe('permalink auto-follow', () => {
  it('follows the title of a new item as it is typed', () => {
    let state = initialSlugState('', '', true);
    for (const title of ['B', 'Br', 'Breaking', 'Breaking: Mayor\'s "Plan" 2025']) {
      state = slugAfterSourceChange(state, title);
    }
    expect(state).toEqual({ slug: 'breaking-mayor-s--plan--2025', follows: true });
  });

  it('stops following once edited by hand, and resumes when the field is cleared', () => {
    let state = slugAfterSourceChange(initialSlugState('', '', true), 'First title');
    state = slugAfterManualEdit('my-own-slug');
    expect(slugAfterSourceChange(state, 'Second title')).toEqual({ slug: 'my-own-slug', follows: false });
    state = slugAfterManualEdit('');
    expect(slugAfterSourceChange(state, 'Third title')).toEqual({ slug: 'third-title', follows: true });
  });

  it('keeps the stored slug of an existing item, but fills one that is missing', () => {
    expect(slugAfterSourceChange(initialSlugState('old-title', 'Old title', false), 'New title').slug).toBe(
      'old-title',
    );
    expect(slugAfterSourceChange(initialSlugState('', 'Old title', false), 'New title').slug).toBe('new-title');
  });

  it('lets a new record keep following when its slug still matches its source', () => {
    expect(initialSlugState('sport', 'Sport', true).follows).toBe(true);
    expect(initialSlugState('sports-desk', 'Sport', true).follows).toBe(false);
  });

  it('normalizes a hand-typed slug', () => {
    expect(normalizeSlug('  My Slug! ')).toBe('my-slug');
  });
});
