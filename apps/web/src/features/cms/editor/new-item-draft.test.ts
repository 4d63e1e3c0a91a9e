import { describe, expect, it } from 'vitest';
import { emptyValues } from './content-model';
import { draftKey, dropDraft, keepDraft, readDraft } from './new-item-draft';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('the draft of a new item', () => {
  it('is kept per person and type until dropped, and an empty form keeps nothing', () => {
    const storage = memoryStorage();
    const key = draftKey('u1', 'Article');
    expect(draftKey('u2', 'Article')).not.toBe(key);
    expect(draftKey('u1', 'Blog')).not.toBe(key);
    const values = { ...emptyValues('Article', 'u1'), title: 'Harbour ferries run again' };
    keepDraft(storage, key, values, false, new Date('2026-11-26T10:00:00Z'));
    expect(readDraft(storage, key)).toEqual({ values, keptAt: '2026-11-26T10:00:00.000Z' });
    keepDraft(storage, key, emptyValues('Article', 'u1'), true);
    expect(readDraft(storage, key)).toBeNull();
    keepDraft(storage, key, values, false);
    dropDraft(storage, key);
    expect(storage.map.size).toBe(0);
  });

  it('ignores what is not a draft', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readDraft(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ values: { title: 1 }, keptAt: 'x' }));
    expect(readDraft(storage, 'k')).toBeNull();
  });
});
