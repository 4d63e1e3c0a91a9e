import { describe, expect, it } from 'vitest';
import { addTags, removeTag, tagKeyAction } from './tag-input-logic';

describe('addTags', () => {
  it('adds a trimmed tag once', () => {
    expect(addTags([], '  politics ')).toEqual(['politics']);
    expect(addTags(['politics'], 'politics')).toEqual(['politics']);
    expect(addTags(['Politics'], 'politics')).toEqual(['Politics']);
  });

  it('ignores empty input and splits pasted lists', () => {
    expect(addTags(['a'], '   ')).toEqual(['a']);
    expect(addTags(['a'], 'b, ,c,a, b')).toEqual(['a', 'b', 'c']);
  });
});

describe('removeTag', () => {
  it('removes the clicked tag only', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('tagKeyAction', () => {
  it('commits on comma or Tab when something is typed', () => {
    expect(tagKeyAction(',', 'x')).toBe('commit');
    expect(tagKeyAction('Tab', 'x')).toBe('commit');
    expect(tagKeyAction('Enter', 'x')).toBe('commit');
  });

  it('lets Tab move focus when nothing is typed, and never types a comma', () => {
    expect(tagKeyAction('Tab', '  ')).toBe('default');
    expect(tagKeyAction(',', '')).toBe('swallow');
    expect(tagKeyAction('Enter', '')).toBe('swallow');
    expect(tagKeyAction('a', '')).toBe('default');
  });
});
