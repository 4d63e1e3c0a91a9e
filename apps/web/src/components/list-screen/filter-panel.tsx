import { Box, Button, Paper } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ListFilters {
  /** The filter form, shown in a panel under the header. */
  form: ReactNode;
  /** Some filter is applied: the toggle says "(on)". */
  filtered?: boolean;
  /** Whether the panel is open when the screen opens. */
  openAtFirst?: boolean;
  /** Always shown, without a toggle in the header. */
  fixed?: boolean;
}

/** The header's "Filters" button, which shows and hides the panel it controls. */
export function FilterToggle({
  open,
  filtered,
  panelId,
  onToggle,
}: {
  open: boolean;
  filtered: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant={open ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden="true" />}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={panelId}
    >
      Filters{filtered ? ' (on)' : ''}
    </Button>
  );
}

/** The filter form in its panel; a toggled panel keeps its place (and id) while hidden. */
export function FilterPanel({ form, open, panelId }: { form: ReactNode; open: boolean; panelId?: string }) {
  const panel = (
    <Paper withBorder radius="md" p="md" mb="md">
      {form}
    </Paper>
  );
  if (panelId === undefined) return panel;
  return (
    <Box id={panelId} hidden={!open}>
      {open ? panel : null}
    </Box>
  );
}
