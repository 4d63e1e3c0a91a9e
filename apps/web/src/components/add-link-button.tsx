import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A screen's "Add …" action: opens the create form at `to`. */
export function AddLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {children}
    </Button>
  );
}
