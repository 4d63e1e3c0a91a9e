/** Operations on the repeated blocks of a content form (sections, gallery images, videos). */

export interface Keyed {
  key: string;
}

let nextKey = 0;
/** This page's own part of every key: blocks added in two browsers of one working copy never share a key. */
const pageMark = Math.random().toString(36).slice(2, 8);

/** A key that identifies a block while it is edited (React keys, drag and drop, the working copy); never sent to the server. */
export function newKey(prefix = 'k'): string {
  nextKey += 1;
  return `${prefix}${pageMark}${nextKey}`;
}

/** Moves the item at `from` to `to`; out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Removes the item at `index`; with `keepFirst` the first item can never be removed (SPEC §9: article body). */
export function removeItem<T>(list: readonly T[], index: number, keepFirst = false): T[] {
  if (index < 0 || index >= list.length || (keepFirst && index === 0)) return [...list];
  return list.filter((_, i) => i !== index);
}

export function canRemove(index: number, keepFirst: boolean): boolean {
  return !(keepFirst && index === 0);
}

/** The index of the item with `key`, for drag-and-drop ends. */
export function indexOfKey(list: readonly Keyed[], key: string): number {
  return list.findIndex((item) => item.key === key);
}
