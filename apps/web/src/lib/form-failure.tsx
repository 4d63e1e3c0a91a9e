import { type StaleWriteFields, staleWriteFieldsSchema } from '@masthead/contract';
import { type ReactNode, useState } from 'react';
import { ApiError, errorMessage } from '../api/api-error';
import { StaleWriteDialog } from '../components/stale-write-dialog';
import { formFieldErrors } from './field-errors';

/** Who saved a record since the form loaded it, when a save was refused for that (409). */
export function staleWriteOf(error: unknown): StaleWriteFields | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = staleWriteFieldsSchema.safeParse(error.fields);
  return parsed.success ? parsed.data : null;
}

/**
 * A refused save as every form shows it: `failure` is the sentence for the FormAlert above the
 * form, the server's per-field messages go under the fields, and a save against a newer version
 * (with `reload`) opens the dialog that names who changed it and offers their version.
 */
export function useFormFailure(
  form: { setErrors: (errors: Record<string, string>) => void },
  options: { reload?: () => Promise<void> } = {},
): {
  failure: string | null;
  clearFailure: () => void;
  showFailure: (error: unknown) => void;
  staleDialog: ReactNode;
} {
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<StaleWriteFields | null>(null);
  const { reload } = options;
  return {
    failure,
    clearFailure: () => setFailure(null),
    showFailure: (error: unknown) => {
      const staleWrite = staleWriteOf(error);
      if (staleWrite && reload) {
        setStale(staleWrite);
        return;
      }
      setFailure(errorMessage(error));
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        form.setErrors(formFieldErrors(error.fields));
    },
    staleDialog: reload ? <StaleWriteDialog stale={stale} onClose={() => setStale(null)} onReload={reload} /> : null,
  };
}
