import type { Category, CategoryNode } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { branchIds, categoryLabel, categoryOptions, selfAndDescendantIds } from './category-tree';

function node(id: string, children: CategoryNode[] = []): CategoryNode {
  return {
    _id: id,
    name: id,
    slug: id,
    url: '',
    description: '',
    parent: [],
    active: true,
    image: null,
    seo: { title: '', description: '', metaTags: [] },
    createdAt: '',
    updatedAt: '',
    children,
  };
}

const tree = [node('news', [node('world', [node('europe')]), node('local')]), node('sport', [node('football')])];

describe('selfAndDescendantIds', () => {
  it('collects a node and everything below it', () => {
    expect([...selfAndDescendantIds(tree, 'news')].sort()).toEqual(['europe', 'local', 'news', 'world']);
    expect([...selfAndDescendantIds(tree, 'europe')]).toEqual(['europe']);
  });
});

describe('branchIds', () => {
  it('lists the nodes that can be expanded', () => {
    expect(branchIds(tree)).toEqual(['news', 'world', 'sport']);
  });
});

describe('category options', () => {
  const flat: Category[] = [
    { ...node('b'), name: 'World', parent: [{ _id: 'a', name: 'News' }] },
    { ...node('a'), name: 'News' },
    { ...node('c'), name: 'Football', parent: [{ _id: 'd', name: 'Sport' }] },
  ];

  it('shows the parent before the name', () => {
    expect(categoryLabel(flat[0] as Category)).toBe('News › World');
    expect(categoryLabel(flat[1] as Category)).toBe('News');
  });

  it('sorts by label and leaves out excluded ids', () => {
    expect(categoryOptions(flat, new Set(['a'])).map((o) => o.label)).toEqual(['News › World', 'Sport › Football']);
  });
});
