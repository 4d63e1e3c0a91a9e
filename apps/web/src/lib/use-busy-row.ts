import { useState } from 'react';
import { runWithToast } from './notify';

/**
 * The table row an action is running on, so its button shows progress while the others wait, and a
 * runner that marks the row for as long as the action takes and reports the outcome as a toast.
 */
export function useBusyRow() {
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const runOnRow = async <T>(rowId: string, action: () => Promise<T>, done: string | ((result: T) => string)) => {
    setBusyRow(rowId);
    try {
      await runWithToast(action, done);
    } finally {
      setBusyRow(null);
    }
  };
  return { busyRow, runOnRow };
}
