import { Paper, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FormFailure } from '../lib/form-failure';
import { formatDateTime } from '../lib/format';
import { FormAlert } from './form-alert';
import { PageHeader } from './page-header';

export interface FormPageProps {
  title: string;
  /** Shown between the title and the form, e.g. why the form is read-only. */
  notice?: ReactNode;
  maw: number;
  /** The server's refusal, shown above the fields. */
  failure: FormFailure | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A screen that is one form: its title, then the fields on a card. Validation messages are the form's own. */
export function FormPage({ title, notice, maw, failure, onSubmit, children }: FormPageProps) {
  return (
    <>
      <PageHeader title={title} />
      {notice}
      <Paper withBorder radius="md" p="lg" maw={maw}>
        <FormAlert failure={failure} />
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">{children}</Stack>
        </form>
      </Paper>
    </>
  );
}

/** When a stored record was last saved; nothing for a new one. */
export function LastUpdated({ at }: { at: string | undefined }) {
  if (!at) return null;
  return (
    <Text size="sm" c="var(--masthead-muted)">
      Last updated {formatDateTime(at)}
    </Text>
  );
}
