import { messages } from '@masthead/contract';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';

/**
 * Unsaved changes are not lost by accident: leaving for another screen asks first, closing or
 * reloading the tab gets the browser's own warning. `leaving` lets the form go on purpose (after a
 * first save moves to the edit address, or a reload of someone else's version).
 */
export function useUnsavedGuard(isDirty: () => boolean): { leaving: RefObject<boolean>; leaveDialog: ReactNode } {
  const leaving = useRef(false);
  const dirty = isDirty();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const leaveDialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      message={messages.unsavedChanges}
      cancelLabel="Stay"
      confirmLabel="Leave"
      color="red"
      focus="cancel"
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return { leaving, leaveDialog };
}
