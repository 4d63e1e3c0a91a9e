import { type CallInput, type Endpoint, pathOf } from '@masthead/contract';
import { type QueryValue, requestFile } from './client';

/**
 * Calls an endpoint whose answer is a file (`download` in the catalogue) and hands it to the
 * browser to save, under the name the server gave it (`fallbackName` without one).
 */
export async function downloadFile<E extends Endpoint & { download: string }>(
  e: E,
  input: CallInput<E>,
  fallbackName: string,
): Promise<void> {
  const { params, query } = input as { params?: Record<string, string>; query?: Record<string, QueryValue> };
  const file = await requestFile(pathOf(e, params), e.download, { method: e.method, query });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file.blob);
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address can go after that turn.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
