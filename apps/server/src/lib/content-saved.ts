import type { ContentStatus } from '@masthead/contract';

/** A save of an item: its new version and status. */
export interface ContentSaved {
  itemId: string;
  updatedAt: string;
  status: ContentStatus;
  /**
   * Whether it changed what a working copy holds (any field but the status): then a copy's next
   * save must still meet the stale-write check, as the copy does not hold the saved values.
   */
  fieldsChanged: boolean;
}

export type ContentSavedListener = (saved: ContentSaved) => Promise<void>;

/**
 * Who must hear of every save of an item, wherever it came from (the working copies, ADR 0021).
 * `announce` waits for every listener, so the answer to a save goes out after they heard it; a
 * listener handles its own failures (a save never fails because a listener did).
 */
export function contentSavedHub() {
  const listeners: ContentSavedListener[] = [];
  return {
    listen(listener: ContentSavedListener): void {
      listeners.push(listener);
    },
    async announce(saved: ContentSaved): Promise<void> {
      await Promise.all(listeners.map((listener) => listener(saved)));
    },
  };
}
export type ContentSavedHub = ReturnType<typeof contentSavedHub>;
