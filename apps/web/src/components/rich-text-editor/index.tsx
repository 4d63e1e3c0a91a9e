import { Box, Input, Skeleton, Stack } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import type { RichTextEditorBodyProps } from './types';

const loadEditor = () => import('./editor');
const RichTextEditorBody = lazy(loadEditor);

/**
 * Starts fetching the editor (Tiptap, KaTeX) early, so it is ready when a field first renders; resolves once
 * it is loaded. A failed preload is no failure yet: the field loads the editor again and reports there.
 */
export function preloadRichTextEditor(): Promise<void> {
  return loadEditor().then(
    () => undefined,
    () => undefined,
  );
}

function EditorSkeleton({ minHeight }: { minHeight: number }) {
  return (
    <Box
      role="status"
      aria-label="Loading the editor"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Box p={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Skeleton h={26} w="70%" radius="sm" />
      </Box>
      <Stack gap={8} p="md" mih={minHeight}>
        <Skeleton h={12} w="90%" radius="sm" />
        <Skeleton h={12} w="75%" radius="sm" />
        <Skeleton h={12} w="82%" radius="sm" />
      </Stack>
    </Box>
  );
}

export interface RichTextFieldProps extends Omit<RichTextEditorBodyProps, 'describedBy' | 'invalid'> {
  /** Visible label above the editor; defaults to the accessible name. */
  visibleLabel?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/** A labelled rich-text field whose editor module (and its CSS) loads on demand. Emits an HTML string. */
export function RichTextField({ visibleLabel, error, withAsterisk, minHeight = 160, ...props }: RichTextFieldProps) {
  const errorId = useId();
  return (
    <Input.Wrapper
      label={visibleLabel ?? props.label}
      labelElement="div"
      withAsterisk={withAsterisk}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Box mt={4}>
        <Suspense fallback={<EditorSkeleton minHeight={minHeight} />}>
          <RichTextEditorBody
            {...props}
            minHeight={minHeight}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
          />
        </Suspense>
      </Box>
    </Input.Wrapper>
  );
}
