import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one h1 of a screen, with the screen's main actions beside it. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
