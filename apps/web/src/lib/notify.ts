import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/api-error';

/** Success toasts still showing: they go when a form is sent again or an error shows (issue 30). */
const successes = new Set<string>();

export function notifySuccess(message: string): void {
  const id = notifications.show({
    color: 'green',
    message,
    withBorder: true,
    onClose: () => successes.delete(id),
  });
  successes.add(id);
}

/**
 * Takes away the success toasts still showing, so an earlier "Added" never sits beside a new
 * refusal: called on every form's submit (`Providers`) and whenever an error shows.
 */
export function clearSuccessToasts(): void {
  for (const id of successes) notifications.hide(id);
  successes.clear();
}

/** A failure as a toast: the server's sentence for API errors, a generic one otherwise. */
export function notifyError(error: unknown): void {
  clearSuccessToasts();
  notifications.show({
    color: 'red',
    message: typeof error === 'string' ? error : errorMessage(error),
    withBorder: true,
    autoClose: 8000,
  });
}

/** Runs an action and reports how it went: `done` as a success toast, or the failure. Never rejects. */
export async function runWithToast<T>(action: () => Promise<T>, done: string | ((result: T) => string)): Promise<void> {
  try {
    const result = await action();
    notifySuccess(typeof done === 'string' ? done : done(result));
  } catch (error) {
    notifyError(error);
  }
}
