import { useEffect, useRef } from 'react';

/** Where the browser has no idle callback (Safari), the work waits this long after mounting instead. */
const FALLBACK_DELAY_MS = 500;
/** The latest the work starts even when the browser never goes idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `preload` once the browser is idle after mounting, while `enabled`; for fetching what a
 * likely next screen needs without competing with the current one. Unmounting first cancels it.
 */
export function useIdlePreload(enabled: boolean, preload: () => void): void {
  const preloadRef = useRef(preload);
  preloadRef.current = preload;

  useEffect(() => {
    if (!enabled) return;
    const run = () => preloadRef.current();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(run, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(handle);
  }, [enabled]);
}
