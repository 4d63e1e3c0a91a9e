import { describe, expect, it } from 'vitest';
import {
  canIndent,
  depths,
  dropOnSibling,
  indent,
  moveAmongSiblings,
  outdent,
  removeEntry,
  type TreeEntry,
} from './menu-tree';

const entry = (itemId: string, parent: string | null = null): TreeEntry => ({
  itemId,
  menuType: 'Category',
  title: itemId,
  url: '',
  parent,
  expanded: true,
});
/** News; Sport > Football > Cups; About */
const tree = [entry('news'), entry('sport'), entry('football', 'sport'), entry('cups', 'football'), entry('about')];
const shape = (items: TreeEntry[]) => items.map((item, i) => `${'-'.repeat(depths(items)[i] - 1)}${item.itemId}`);

describe('the menu tree', () => {
  it('moves an entry with everything under it among its siblings', () => {
    expect(shape(moveAmongSiblings(tree, 1, -1))).toEqual(['sport', '-football', '--cups', 'news', 'about']);
    expect(shape(moveAmongSiblings(tree, 1, 1))).toEqual(['news', 'about', 'sport', '-football', '--cups']);
    expect(shape(moveAmongSiblings(tree, 0, -1))).toEqual(shape(tree));
  });

  it('drops on a sibling only', () => {
    expect(shape(dropOnSibling(tree, 4, 0))).toEqual(['about', 'news', 'sport', '-football', '--cups']);
    expect(shape(dropOnSibling(tree, 0, 1))).toEqual(['sport', '-football', '--cups', 'news', 'about']);
    expect(shape(dropOnSibling(tree, 4, 2))).toEqual(shape(tree));
  });

  it('indents under the sibling above within three levels, and outdents after the parent', () => {
    // Sport's subtree is already three deep: under News it would be four.
    expect(shape(indent(tree, 1))).toEqual(shape(tree));
    expect(canIndent(tree, 1)).toBe(false);
    expect(shape(indent(tree, 4))).toEqual(['news', 'sport', '-football', '--cups', '-about']);
    expect(canIndent(tree, 0)).toBe(false);
    expect(shape(outdent(tree, 3))).toEqual(['news', 'sport', '-football', '-cups', 'about']);
    expect(shape(outdent(tree, 2))).toEqual(['news', 'sport', 'football', '-cups', 'about']);
  });

  it('removes an entry and lifts what hung under it', () => {
    expect(shape(removeEntry(tree, 2))).toEqual(['news', 'sport', '-cups', 'about']);
  });
});
