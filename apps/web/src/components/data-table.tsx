import { Box, Group, Loader, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { messages } from '@masthead/contract';
import { Fragment, type ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import classes from './data-table.module.css';
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
  /**
   * Its place on a phone card: `title` heads the card (else the first column but the selection
   * box does), `hidden` leaves it out. The `actions` column ends the card; the others are listed
   * under their names.
   */
  phone?: 'title' | 'hidden';
  /** The column's name on a phone card when its header is not plain text (a sort button). */
  label?: string;
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

const PHONE = '(max-width: 48em)';

/** The row's buttons: pinned to the right edge of a wide table, at the foot of a phone card. */
const ACTIONS = 'actions';
const SELECT = 'select';

/** How the columns make a phone card: a heading (with the selection box beside it), fields, buttons. */
function cardParts<Row>(columns: Column<Row>[]) {
  const select = columns.find((column) => column.key === SELECT);
  const actions = columns.find((column) => column.key === ACTIONS);
  const rest = columns.filter((column) => column !== select && column !== actions && column.phone !== 'hidden');
  const title = rest.find((column) => column.phone === 'title') ?? rest[0];
  const fields = rest.filter((column) => column !== title);
  return { select, title, fields, actions };
}

/** A phone card's name for a column: its label, else its header when that is plain text. */
function fieldName<Row>(column: Column<Row>): ReactNode {
  return column.label ?? column.header;
}

/** One row as a phone card: the columns' own cells, named, in the order the table shows them. */
function RowCard<Row>({ row, parts }: { row: Row; parts: ReturnType<typeof cardParts<Row>> }) {
  const { select, title, fields, actions } = parts;
  return (
    <li className={classes.card} data-testid="compact-row">
      <Box px="sm" py="xs">
        <Group gap="xs" wrap="nowrap" align="start">
          {select?.render(row)}
          {title ? (
            <Text component="div" size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {title.render(row)}
            </Text>
          ) : null}
        </Group>
        {fields.length > 0 ? (
          <dl className={classes.fields}>
            {fields.map((column) => (
              <Fragment key={column.key}>
                <dt>{fieldName(column)}</dt>
                <dd>{column.render(row)}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
        {actions ? (
          <div className={classes.actions} data-row-actions>
            {actions.render(row)}
          </div>
        ) : null}
      </Box>
    </li>
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
  loadingRows = 0,
}: DataTableProps<Row>) {
  // Read at once, not after the first paint: a phone never draws the wide table first.
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  if (loading && !rows && loadingRows > 0) return <LoadingRows count={loadingRows} compact={phone} />;
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

  if (phone) {
    const parts = cardParts(columns);
    return (
      <Paper withBorder radius="md" aria-busy={loading}>
        {placeholder ? (
          <Box py="xl" px="sm">
            {placeholder}
          </Box>
        ) : (
          <Box component="ul" aria-label={caption} m={0} p={0} style={{ listStyle: 'none' }}>
            {rows?.map((row) => (
              <RowCard key={rowKey(row)} row={row} parts={parts} />
            ))}
          </Box>
        )}
      </Paper>
    );
  }

  const pinned = (column: Column<Row>) => (column.key === ACTIONS ? classes.pinned : undefined);
  return (
    <Paper withBorder radius="md">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes focus, so the keyboard scrolls it too. */}
      <section className={classes.scroller} tabIndex={0} aria-label={caption}>
        <Table
          className={classes.table}
          miw={minWidth}
          striped
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing={dense ? 8 : 'sm'}
          aria-busy={loading}
        >
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  scope="col"
                  aria-sort={column.sorted}
                  className={pinned(column)}
                >
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
                    <Table.Td
                      key={column.key}
                      className={pinned(column)}
                      data-row-actions={column.key === ACTIONS || undefined}
                      style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </section>
    </Paper>
  );
}
