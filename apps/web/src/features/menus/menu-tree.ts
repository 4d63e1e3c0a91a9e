import { MAX_MENU_DEPTH, type MenuName, type MenuType } from '@masthead/contract';

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

/** What the menu editor holds: the menu's name and its entries. */
export interface MenuValues {
  name: MenuName | null;
  items: TreeEntry[];
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

/** Where a dragged entry would land: its place in the list without it (`at`), its parent and depth. */
export interface DropProjection {
  at: number;
  parent: string | null;
  depth: number;
}

/**
 * A drag as a tree editor reads it: the entry (with everything under it) takes the place of `over`,
 * and its sideways move (`levels`, in indentation steps) picks its depth, within what its new
 * neighbours allow (at most one level under the entry above it, at least the level of the entry
 * below it) and MAX_MENU_DEPTH. Null when it cannot land there: inside its own subtree, or where
 * its subtree would be too deep.
 */
export function projectDrop(
  items: readonly TreeEntry[],
  from: number,
  over: number,
  levels: number,
): DropProjection | null {
  const end = subtreeEnd(items, from);
  if (over > from && over < end) return null;
  const depth = depths(items);
  const size = end - from;
  const restDepth = [...depth.slice(0, from), ...depth.slice(end)];
  // Dropped on an entry below, it follows that entry; on one above, it takes its place.
  const at = over <= from ? over : over - size + 1;
  const above = at > 0 ? restDepth[at - 1] : 0;
  const below = at < restDepth.length ? restDepth[at] : 1;
  const deepest = Math.min(above + 1, MAX_MENU_DEPTH - height(items, from) + 1);
  const shallowest = Math.max(below, 1);
  if (deepest < shallowest) return null;
  const wanted = Math.max(shallowest, Math.min(deepest, depth[from] + levels));
  const rest = [...items.slice(0, from), ...items.slice(end)];
  let parent: string | null = null;
  for (let i = at - 1; wanted > 1 && i >= 0; i -= 1) {
    if (restDepth[i] === wanted - 1) {
      parent = rest[i].itemId;
      break;
    }
  }
  return { at, parent, depth: wanted };
}

/** Drops the dragged entry (with its subtree) as `projectDrop` says; unchanged where it cannot land. */
export function dropAt(items: readonly TreeEntry[], from: number, over: number, levels: number): TreeEntry[] {
  const projection = projectDrop(items, from, over, levels);
  if (!projection) return [...items];
  const end = subtreeEnd(items, from);
  const block = items.slice(from, end).map((item, i) => (i === 0 ? { ...item, parent: projection.parent } : item));
  const rest = [...items.slice(0, from), ...items.slice(end)];
  return [...rest.slice(0, projection.at), ...block, ...rest.slice(projection.at)];
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

/**
 * Adds an entry: under `parentItemId`'s entry (after what already hangs there) when the menu has
 * it and there is room below it, else at the end. A ticked subcategory thus goes under its ticked
 * category.
 */
export function addEntry(items: readonly TreeEntry[], entry: TreeEntry, parentItemId: string | null): TreeEntry[] {
  const at = parentItemId === null ? -1 : items.findIndex((item) => item.itemId === parentItemId);
  if (at < 0 || depths(items)[at] >= MAX_MENU_DEPTH) return [...items, { ...entry, parent: null }];
  const end = subtreeEnd(items, at);
  return [...items.slice(0, end), { ...entry, parent: items[at].itemId }, ...items.slice(end)];
}
