import { type RefCallback, useCallback } from 'react';

/** What a toolbar holds that can take focus; disabled and hidden controls are passed over. */
const ITEM_SELECTOR = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]';

const candidates = (toolbar: HTMLElement) => Array.from(toolbar.querySelectorAll<HTMLElement>(ITEM_SELECTOR));

export function toolbarItems(toolbar: HTMLElement): HTMLElement[] {
  return candidates(toolbar).filter(
    (item) => !item.matches(':disabled') && !item.closest('[aria-hidden="true"], [hidden]'),
  );
}

/** The index a key moves to among `count` items (wrapping), or null for a key the toolbar leaves alone. */
export function targetIndex(key: string, current: number, count: number, rtl = false): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Inputs inside a toolbar need their arrow keys for the caret. */
const keepsArrows = (element: HTMLElement) => element.matches('input, select, textarea, [contenteditable="true"]');

/**
 * Makes an element a WAI-ARIA toolbar: one Tab stop (the control last used, the first at start),
 * Left/Right move between controls and wrap, Home/End go to the first and last.
 * Controls that appear, disappear or change `disabled` later are taken into account.
 */
export function attachRovingToolbar(toolbar: HTMLElement): () => void {
  let current: HTMLElement | null = null;

  const sync = () => {
    const items = toolbarItems(toolbar);
    if (!current || !items.includes(current)) current = items[0] ?? null;
    // Disabled controls too, so that one enabled later is not a second Tab stop.
    for (const item of candidates(toolbar)) {
      const tabIndex = item === current ? '0' : '-1';
      if (item.getAttribute('tabindex') !== tabIndex) item.setAttribute('tabindex', tabIndex);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = toolbarItems(toolbar);
    const from = items.indexOf(event.target as HTMLElement);
    if (from === -1 || keepsArrows(items[from] as HTMLElement)) return;
    const to = targetIndex(event.key, from, items.length, getComputedStyle(toolbar).direction === 'rtl');
    if (to === null) return;
    event.preventDefault();
    current = items[to] ?? null;
    sync();
    current?.focus();
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (toolbarItems(toolbar).includes(target)) {
      current = target;
      sync();
    }
  };

  const observer = new MutationObserver(sync);
  observer.observe(toolbar, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'aria-hidden'],
  });
  toolbar.addEventListener('keydown', onKeyDown);
  toolbar.addEventListener('focusin', onFocusIn);
  sync();
  return () => {
    observer.disconnect();
    toolbar.removeEventListener('keydown', onKeyDown);
    toolbar.removeEventListener('focusin', onFocusIn);
  };
}

/** A ref for the toolbar element; see `attachRovingToolbar`. */
export function useRovingToolbar<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((toolbar: T | null) => (toolbar ? attachRovingToolbar(toolbar) : undefined), []);
}
