import { useState } from 'react';
import { ApiError, errorMessage } from '../api/api-error';

/**
 * A refused save as a form shows it: `failure` is the sentence for the FormAlert above the form,
 * and the server's per-field messages go under the fields.
 */
export function useFormFailure(form: { setErrors: (errors: Record<string, string>) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clearFailure: () => setFailure(null),
    showFailure: (error: unknown) => {
      setFailure(errorMessage(error));
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
    },
  };
}
