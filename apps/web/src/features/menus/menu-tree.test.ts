import { describe, expect, it } from 'vitest';
import {
  addEntry,
  canIndent,
  depths,
  dropAt,
  indent,
  moveAmongSiblings,
  outdent,
  projectDrop,
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

  it('drops an entry with its subtree where it is dragged, nested by its sideways move', () => {
    // Straight up or down: the depth the neighbours allow, as close to its own as they let it.
    expect(shape(dropAt(tree, 4, 0, 0))).toEqual(['about', 'news', 'sport', '-football', '--cups']);
    // News dropped on Sport lands between Sport and its first child: Sport's first child, then.
    expect(shape(dropAt(tree, 0, 1, 0))).toEqual(['sport', '-news', '-football', '--cups', 'about']);
    // Dropped on Cups, the end of Sport's subtree, it stays at its own level after it.
    expect(shape(dropAt(tree, 0, 3, 0))).toEqual(['sport', '-football', '--cups', 'news', 'about']);
    // About dropped on Football takes its place, above Football under Sport: one level in.
    expect(shape(dropAt(tree, 4, 2, 0))).toEqual(['news', 'sport', '-about', '-football', '--cups']);
    // News dropped on Football follows it, before Football's child Cups: two levels in.
    expect(shape(dropAt(tree, 0, 2, 0))).toEqual(['sport', '-football', '--news', '--cups', 'about']);
    // Sideways: About one level in, under Sport; moved far right, as deep as three levels allow.
    expect(shape(dropAt(tree, 4, 4, 1))).toEqual(['news', 'sport', '-football', '--cups', '-about']);
    expect(shape(dropAt(tree, 4, 4, 5))).toEqual(['news', 'sport', '-football', '--cups', '--about']);
    expect(shape(dropAt(tree, 3, 3, -2))).toEqual(['news', 'sport', '-football', 'cups', 'about']);
    // News under… nothing: the first entry stays at the top level.
    expect(shape(dropAt(tree, 0, 0, 2))).toEqual(shape(tree));
  });

  it('never nests deeper than three levels, nor into its own subtree', () => {
    // Sport's subtree is three deep: it cannot go under News.
    expect(shape(dropAt(tree, 1, 1, 1))).toEqual(shape(tree));
    expect(projectDrop(tree, 1, 3, 0)).toBeNull();
    expect(shape(dropAt(tree, 1, 3, 0))).toEqual(shape(tree));
    // Football (two deep with Cups) dropped after About, one level in: under About.
    expect(shape(dropAt(tree, 2, 4, 1))).toEqual(['news', 'sport', 'about', '-football', '--cups']);
    expect(projectDrop(tree, 2, 4, 1)).toEqual({ at: 3, parent: 'about', depth: 2 });
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

  it('puts a ticked child under its ticked parent, after what already hangs there', () => {
    expect(shape(addEntry(tree, entry('cricket'), 'sport'))).toEqual([
      'news',
      'sport',
      '-football',
      '--cups',
      '-cricket',
      'about',
    ]);
    expect(addEntry(tree, entry('cricket'), 'sport')[4].parent).toBe('sport');
    // No parent in the menu, or no parent at all: at the end, at the top.
    expect(shape(addEntry(tree, entry('weather'), 'climate')).at(-1)).toBe('weather');
    expect(shape(addEntry(tree, entry('weather'), null)).at(-1)).toBe('weather');
  });
});
