import { type StaleWriteFields, staleWriteFieldsSchema } from '@masthead/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../api/api-error';
import { StaleWriteDialog } from '../components/stale-write-dialog';
import { formFieldErrors } from './field-errors';
import { clearSuccessToasts, notifyError } from './notify';

/** Who saved a record since the form loaded it, when a save was refused for that (409). */
export function staleWriteOf(error: unknown): StaleWriteFields | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = staleWriteFieldsSchema.safeParse(error.fields);
  return parsed.success ? parsed.data : null;
}

/** What the alert above a form says: the sentence, and the field problems still open. */
export interface FormFailure {
  message: string;
  problems: string[];
}

/** What a form must offer for its refusals to be shown: Mantine's useForm gives all of it. */
interface FailingForm {
  errors: Record<string, ReactNode>;
  setErrors: (errors: Record<string, string>) => void;
  setFieldError: (path: string, error: string) => void;
  getValues: () => unknown;
}

/** A refusal as it was received: the fields it named, with the value each had then. */
interface Refusal {
  message: string;
  fieldsOnly: boolean;
  fields: Record<string, { message: string; value: unknown }>;
}

/** The value at a form path such as `videos.0.url`. */
function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The first field with an error gets focus, so keyboard and screen-reader users land on what to fix. */
export function focusFirstInvalid(): void {
  window.requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid-field="true"] button');
    field?.focus();
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * A refused save as every form shows it: `failure` is the alert above the form (the sentence and
 * the field problems still open; a refusal that was only about fields goes once they are fixed),
 * the server's per-field messages go under the fields and the first of them gets focus, and a save
 * against a newer version (with `reload`) opens the dialog that names who changed it and offers
 * their version. `toast`: long forms also say it in a toast, as the alert may be scrolled away.
 */
export function useFormFailure(
  form: FailingForm,
  options: { reload?: () => Promise<void>; toast?: boolean } = {},
): {
  failure: FormFailure | null;
  clearFailure: () => void;
  showFailure: (error: unknown) => void;
  showProblems: (problems: Record<string, string>, message: string) => void;
  staleDialog: ReactNode;
} {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [stale, setStale] = useState<StaleWriteFields | null>(null);
  const { reload, toast = false } = options;
  const values = form.getValues();
  // A refused field keeps its message until its value changes: leaving the field (which checks it
  // again in the browser) or pressing Cancel must not hide what the server said, nor move the form.
  const open = Object.entries(refusal?.fields ?? {}).filter(([key, field]) => valueAt(values, key) === field.value);
  const currentErrors = Object.values(form.errors).filter((error) => typeof error === 'string');
  const problems = [...new Set([...open.map(([, field]) => field.message), ...currentErrors])];
  const shown = refusal && (!refusal.fieldsOnly || problems.length > 0) ? refusal : null;

  const openKey = open.map(([key]) => key).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-asserts only when the set of open fields or the errors change.
  useEffect(() => {
    for (const [key, field] of open) if (!form.errors[key]) form.setFieldError(key, field.message);
  }, [openKey, form.errors]);

  const showProblems = (fieldProblems: Record<string, string>, message: string) => {
    clearSuccessToasts();
    const current = form.getValues();
    const fields: Refusal['fields'] = {};
    for (const [key, problem] of Object.entries(fieldProblems)) {
      fields[key] = { message: problem, value: valueAt(current, key) };
    }
    form.setErrors(fieldProblems);
    setRefusal({ message, fieldsOnly: true, fields });
    focusFirstInvalid();
  };

  return {
    failure: shown
      ? { message: shown.message, problems: problems.length === 1 && problems[0] === shown.message ? [] : problems }
      : null,
    clearFailure: () => setRefusal(null),
    showProblems,
    showFailure: (error: unknown) => {
      clearSuccessToasts();
      const staleWrite = staleWriteOf(error);
      if (staleWrite && reload) {
        setStale(staleWrite);
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showProblems(formFieldErrors(error.fields), error.message);
        return;
      }
      setRefusal({ message: errorMessage(error), fieldsOnly: false, fields: {} });
      if (toast) notifyError(error);
    },
    staleDialog: reload ? <StaleWriteDialog stale={stale} onClose={() => setStale(null)} onReload={reload} /> : null,
  };
}
