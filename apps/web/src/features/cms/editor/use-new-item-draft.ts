import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { ContentFormValues } from './content-model';
import { dropDraft, keepDraft, readDraft } from './new-item-draft';
import { hasContent } from './starting-values';

/**
 * A new item not saved yet: what was typed is kept in this browser until its first save
 * (new-item-draft.ts). `store` is null for a saved item, which keeps nothing here.
 */
export function useNewItemDraft(store: string | null) {
  const [restored, setRestored] = useState(() => (store ? readDraft(localStorage, store) : null));
  const savedRef = useRef(false);
  /** The first save: the draft is dropped, and nothing typed before it is kept again. */
  const dropOnSave = () => {
    if (!store) return;
    savedRef.current = true;
    dropDraft(localStorage, store);
  };
  return { store, restored, setRestored, savedRef, dropOnSave };
}

export type DraftSession = ReturnType<typeof useNewItemDraft>;

/** Keeps the form's values as the draft while typing; returns the way to discard a restored one. */
export function useDraftKeeping(
  form: UseFormReturnType<ContentFormValues>,
  { store, restored, setRestored, savedRef }: DraftSession,
  saved: ContentFormValues,
  empty: () => ContentFormValues,
): () => void {
  // Restored values are changes to the empty form: Save saves them, leaving asks first.
  const restoredOnce = useRef(false);
  if (restored && !restoredOnce.current) {
    restoredOnce.current = true;
    form.setInitialValues(saved);
  }
  const [typed] = useDebouncedValue(form.values, 400);
  useEffect(() => {
    if (store && !savedRef.current) keepDraft(localStorage, store, typed, !hasContent(typed));
  }, [store, typed, savedRef]);
  // The last keystrokes too, when the screen is left or the tab closed before the pause above.
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    if (!store) return;
    const flush = () => {
      const values = formRef.current.getValues();
      if (!savedRef.current) keepDraft(localStorage, store, values, !hasContent(values));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store, savedRef]);

  return () => {
    if (store) dropDraft(localStorage, store);
    setRestored(null);
    // Fresh section keys: the text editors start again, empty.
    const next = empty();
    form.setValues(next);
    form.setInitialValues(next);
    form.resetDirty(next);
  };
}
