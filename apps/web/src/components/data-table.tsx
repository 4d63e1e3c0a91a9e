import { Box, Group, Loader, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { messages } from '@masthead/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { RetryButton } from './query-state';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
  /** Keeps short values (phone numbers, badges, action buttons) on one line. */
  nowrap?: boolean;
  /** A sortable column says how the rows are sorted by it now (`aria-sort` on its header). */
  sorted?: 'ascending' | 'descending' | 'none';
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  minWidth?: number;
  /** Tighter cell padding for wide tables (many columns). */
  dense?: boolean;
  /**
   * On a phone, each row as a compact block (title, status, the main action) instead of a
   * table far wider than the screen. Without it, the table scrolls sideways.
   */
  compactRow?: (row: Row) => ReactNode;
  /**
   * While the first rows load, this many placeholder rows in place of the table (header, rows or
   * cards): nothing on screen is moved when the rows arrive, whatever their height (see
   * `LoadingRows`).
   */
  loadingRows?: number;
}

/** A placeholder row as tall as a row with action buttons (a phone's card: two lines and its buttons). */
const ROW_HEIGHT = 28;
const CARD_HEIGHT = 64;

/**
 * The first load's placeholder: a block of rows instead of the table itself. The table's header
 * is not drawn until the rows are in, because the browser sizes its columns by their content and
 * would move every header cell when they arrive (a layout shift); the block is replaced whole, so
 * nothing that was on screen moves.
 */
function LoadingRows({ count, compact }: { count: number; compact: boolean }) {
  return (
    <Paper withBorder radius="md" px={compact ? 'sm' : 8} py="sm" aria-busy="true">
      <VisuallyHidden role="status" aria-live="polite">
        {messages.loadingEllipsis}
      </VisuallyHidden>
      <Stack gap="sm" aria-hidden="true">
        {compact ? null : <Skeleton height={24} radius="sm" />}
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart.
          <Skeleton key={index} height={compact ? CARD_HEIGHT : ROW_HEIGHT} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}

/** A list table with its loading, failure and empty states in place of the rows. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  emptyText,
  minWidth = 720,
  dense = false,
  compactRow,
  loadingRows = 0,
}: DataTableProps<Row>) {
  // Read at the first render, not in an effect: a phone never draws the wide table first.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  if (loading && !rows && loadingRows > 0)
    return <LoadingRows count={loadingRows} compact={Boolean(compactRow && phone)} />;
  let placeholder: ReactNode = null;
  if (loading && !rows) {
    placeholder = (
      <Group gap="sm" justify="center" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>{messages.loadingEllipsis}</Text>
      </Group>
    );
  } else if (error && !rows) {
    placeholder = (
      <Group gap="sm" justify="center" role="alert">
        <Text c="var(--masthead-danger)">{errorMessage(error)}</Text>
        <RetryButton onRetry={onRetry} />
      </Group>
    );
  } else if (!rows || rows.length === 0) {
    placeholder = (
      <Text ta="center" c="var(--masthead-muted)">
        {emptyText}
      </Text>
    );
  }

  if (compactRow && phone) {
    return (
      <Paper withBorder radius="md" aria-busy={loading}>
        {placeholder ? (
          <Box py="xl" px="sm">
            {placeholder}
          </Box>
        ) : (
          <Box component="ul" aria-label={caption} m={0} p={0} style={{ listStyle: 'none' }}>
            {rows?.map((row, index) => (
              <Box
                component="li"
                key={rowKey(row)}
                data-testid="compact-row"
                px="sm"
                py="xs"
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                {compactRow(row)}
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={dense ? 8 : 'sm'} aria-busy={loading}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} scope="col" aria-sort={column.sorted}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {placeholder ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} py="xl">
                  {placeholder}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows?.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
