import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/api-error';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, withBorder: true });
}

/** A failure as a toast: the server's sentence for API errors, a generic one otherwise. */
export function notifyError(error: unknown): void {
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
