import { describe, expect, it } from 'vitest';
import { canRemove, indexOfKey, moveItem, newKey, removeItem } from './list-ops';

const sections = ['intro', 'middle', 'end'];

describe('moveItem', () => {
  it('moves a section up and down', () => {
    expect(moveItem(sections, 1, 0)).toEqual(['middle', 'intro', 'end']);
    expect(moveItem(sections, 0, 2)).toEqual(['middle', 'end', 'intro']);
  });

  it('ignores moves past either end and leaves the input alone', () => {
    expect(moveItem(sections, 0, -1)).toEqual(sections);
    expect(moveItem(sections, 2, 3)).toEqual(sections);
    expect(sections).toEqual(['intro', 'middle', 'end']);
  });
});

describe('removeItem', () => {
  it('never removes the first section of an article body', () => {
    expect(removeItem(sections, 0, true)).toEqual(sections);
    expect(canRemove(0, true)).toBe(false);
    expect(removeItem(sections, 1, true)).toEqual(['intro', 'end']);
  });

  it('removes any item of a list without that rule', () => {
    expect(removeItem(sections, 0)).toEqual(['middle', 'end']);
    expect(canRemove(0, false)).toBe(true);
  });
});

describe('keys', () => {
  it('are unique and findable', () => {
    const list = [{ key: newKey() }, { key: newKey() }];
    expect(list[0]?.key).not.toBe(list[1]?.key);
    expect(indexOfKey(list, list[1]?.key ?? '')).toBe(1);
    expect(indexOfKey(list, 'missing')).toBe(-1);
  });
});
