import { MAX_MENU_DEPTH, type MenuType } from '@masthead/contract';

/**
 * The menu editor's tree kept as the API keeps it: a flat list in display order where each entry
 * names its parent, and a parent comes before everything under it. Every change here keeps that
 * true (a subtree moves as one block) and the depth within MAX_MENU_DEPTH.
 */
export interface TreeEntry {
  itemId: string;
  menuType: MenuType;
  title: string;
  url: string;
  parent: string | null;
  expanded: boolean;
}

/** Depth of every entry: 1 at the top. */
export function depths(items: readonly TreeEntry[]): number[] {
  const byId = new Map<string, number>();
  return items.map((item) => {
    const depth = item.parent === null ? 1 : (byId.get(item.parent) ?? 0) + 1;
    byId.set(item.itemId, depth);
    return depth;
  });
}

/** The index just past the subtree that starts at `index`. */
export function subtreeEnd(items: readonly TreeEntry[], index: number): number {
  const depth = depths(items);
  let end = index + 1;
  while (end < items.length && depth[end] > depth[index]) end += 1;
  return end;
}

/** How many levels the subtree at `index` spans (1: no children). */
function height(items: readonly TreeEntry[], index: number): number {
  const depth = depths(items);
  let most = depth[index];
  for (let i = index + 1; i < subtreeEnd(items, index); i += 1) most = Math.max(most, depth[i]);
  return most - depth[index] + 1;
}

function siblingIndexes(items: readonly TreeEntry[], parent: string | null): number[] {
  return items.flatMap((item, index) => (item.parent === parent ? [index] : []));
}

/** Moves the subtree at `from` to just before the entry at `before` (or to the end), under `parent`. */
function moveBlock(items: readonly TreeEntry[], from: number, before: number, parent: string | null): TreeEntry[] {
  const end = subtreeEnd(items, from);
  const block = items.slice(from, end).map((item, i) => (i === 0 ? { ...item, parent } : item));
  const rest = [...items.slice(0, from), ...items.slice(end)];
  const at = before > from ? before - block.length : before;
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}

/** Swaps an entry (with what hangs under it) with its previous (-1) or next (+1) sibling. */
export function moveAmongSiblings(items: readonly TreeEntry[], index: number, step: -1 | 1): TreeEntry[] {
  const entry = items[index];
  const siblings = siblingIndexes(items, entry.parent);
  const position = siblings.indexOf(index);
  const other = siblings[position + step];
  if (other === undefined) return [...items];
  return step === -1
    ? moveBlock(items, index, other, entry.parent)
    : moveBlock(items, index, subtreeEnd(items, other), entry.parent);
}

/** A drag among siblings: the entry takes the place of `over` (which must share its parent). */
export function dropOnSibling(items: readonly TreeEntry[], from: number, over: number): TreeEntry[] {
  if (from === over || items[from].parent !== items[over].parent) return [...items];
  return over < from
    ? moveBlock(items, from, over, items[from].parent)
    : moveBlock(items, from, subtreeEnd(items, over), items[from].parent);
}

/** Whether the entry can go one level in, under the sibling above it. */
export function canIndent(items: readonly TreeEntry[], index: number): boolean {
  const siblings = siblingIndexes(items, items[index].parent);
  const position = siblings.indexOf(index);
  return position > 0 && depths(items)[index] + height(items, index) <= MAX_MENU_DEPTH;
}

/** One level in: it becomes the last child of the sibling above it. */
export function indent(items: readonly TreeEntry[], index: number): TreeEntry[] {
  if (!canIndent(items, index)) return [...items];
  const siblings = siblingIndexes(items, items[index].parent);
  const above = siblings[siblings.indexOf(index) - 1];
  // The sibling's subtree ends right where this entry starts: only the parent changes.
  return items.map((item, i) => (i === index ? { ...item, parent: items[above].itemId } : item));
}

/** One level out: it follows its parent (after the parent's other children). */
export function outdent(items: readonly TreeEntry[], index: number): TreeEntry[] {
  const entry = items[index];
  if (entry.parent === null) return [...items];
  const parentIndex = items.findIndex((item) => item.itemId === entry.parent);
  return moveBlock(items, index, subtreeEnd(items, parentIndex), items[parentIndex].parent);
}

/** Takes an entry out; what hung under it moves up to its parent, in place. */
export function removeEntry(items: readonly TreeEntry[], index: number): TreeEntry[] {
  const removed = items[index];
  return items
    .filter((_, i) => i !== index)
    .map((item) => (item.parent === removed.itemId ? { ...item, parent: removed.parent } : item));
}

export const entryKey = (entry: Pick<TreeEntry, 'menuType' | 'itemId'>) => `${entry.menuType}:${entry.itemId}`;
