import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdlePreload } from './use-idle-preload';

describe('preloading when the browser is idle', () => {
  describe('with requestIdleCallback', () => {
    let idle: (() => void)[] = [];
    const cancelled: number[] = [];
    beforeEach(() => {
      idle = [];
      cancelled.length = 0;
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('waits for the browser to be idle, then preloads once', () => {
      const preload = vi.fn();
      const { rerender } = renderHook(() => useIdlePreload(true, preload));
      expect(preload).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]?.();
      rerender();
      expect(preload).toHaveBeenCalledTimes(1);
      expect(idle).toHaveLength(1);
    });

    it('does nothing for a user it is not meant for', () => {
      const preload = vi.fn();
      renderHook(() => useIdlePreload(false, preload));
      expect(idle).toHaveLength(0);
      expect(preload).not.toHaveBeenCalled();
    });

    it('gives up when the screen goes away before the browser is idle', () => {
      const { unmount } = renderHook(() => useIdlePreload(true, vi.fn()));
      unmount();
      expect(cancelled).toEqual([1]);
    });
  });

  describe('without requestIdleCallback', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('requestIdleCallback', undefined);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('preloads a moment after mounting instead', () => {
      const preload = vi.fn();
      renderHook(() => useIdlePreload(true, preload));
      expect(preload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(preload).toHaveBeenCalledTimes(1);
    });

    it('gives up when the screen goes away first', () => {
      const preload = vi.fn();
      const { unmount } = renderHook(() => useIdlePreload(true, preload));
      unmount();
      vi.advanceTimersByTime(1000);
      expect(preload).not.toHaveBeenCalled();
    });
  });
});
