import type { ContentType } from '@masthead/contract';
import type { ContentFormValues } from './content-model';

/**
 * A new item lives only in its form until its first save (an item's working copy starts with it).
 * What is typed is kept in the browser's storage meanwhile, per person and type, so leaving the
 * screen (after the prompt), a reload or a crash loses nothing; the first save drops it.
 */
export interface NewItemDraft {
  values: ContentFormValues;
  /** When it was last kept (ISO). */
  keptAt: string;
}

export function draftKey(userId: string, type: ContentType): string {
  return `masthead:new-item:${userId}:${type}`;
}

/** The kept draft, or null (none, unreadable, or not of this shape). */
export function readDraft(storage: Pick<Storage, 'getItem'>, key: string): NewItemDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<NewItemDraft>;
    if (!parsed || typeof parsed.keptAt !== 'string' || typeof parsed.values?.title !== 'string') return null;
    if (!Array.isArray(parsed.values.body)) return null;
    return parsed as NewItemDraft;
  } catch {
    return null;
  }
}

/** Keeps the values, or drops the draft when they are the empty form's. */
export function keepDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  key: string,
  values: ContentFormValues,
  empty: boolean,
  now = new Date(),
): void {
  try {
    if (empty) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ values, keptAt: now.toISOString() } satisfies NewItemDraft));
  } catch {
    // Storage full or refused (private mode): the leave prompt still guards the form.
  }
}

export function dropDraft(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}
