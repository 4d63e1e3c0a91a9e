import { type UseFormReturnType, useForm } from '@mantine/form';
import type { CmsItem } from '@masthead/contract';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import type { ContentFormValues } from './content-model';
import { changedFields, writeFormToCopy } from './live-form';
import { startingProposal, startingValues } from './starting-values';

/**
 * The content form, started from a restored draft, the person's proposal or the working copy, and
 * writing every change into the working copy while the item may be changed (`readOnlyRef`).
 */
export function useContentForm({
  restored,
  saved,
  loaded,
  doc,
  proposing,
}: {
  restored: ContentFormValues | null;
  saved: ContentFormValues;
  loaded: CmsItem | null;
  doc: Y.Doc | null;
  proposing: boolean;
}) {
  const readOnlyRef = useRef(false);
  const [initialValues] = useState(() =>
    restored
      ? restored
      : proposing && doc && loaded
        ? startingProposal(saved, loaded, doc)
        : startingValues(saved, doc),
  );
  const form = useForm<ContentFormValues>({
    mode: 'controlled',
    initialValues,
    // Every change in the form goes into the working copy at once (others see it, nothing is lost).
    onValuesChange: (values) => {
      if (doc && !readOnlyRef.current) writeFormToCopy(doc, values);
    },
    // Which field an input is, for the caret of the one being typed in and undo of one's own typing.
    enhanceGetInputProps: ({ field: path }) => ({ 'data-path': path }),
  });
  return { form, readOnlyRef };
}

/** The fields the working copy changes against the item as saved (none without a working copy). */
export function useCopyChanges(
  form: UseFormReturnType<ContentFormValues>,
  doc: Y.Doc | null,
  baseline: ContentFormValues,
): string[] {
  const shownValues = useDeferredValue(form.values);
  return useMemo(() => (doc ? changedFields(shownValues, baseline) : []), [doc, shownValues, baseline]);
}
