import { Box, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RevisionItem } from '@masthead/contract';
import type { ChangeObject } from 'diff';
import { useState } from 'react';
import { compareVersions } from './diff-model';
import classes from './revision-comparison.module.css';

/** A version to compare: the item as it was, and the column heading that names it. */
export interface ComparedVersion {
  label: string;
  item: RevisionItem;
}

/** One side of a field: the older keeps what was removed (struck through), the newer what was added. */
function DiffText({ parts, side }: { parts: ChangeObject<string>[]; side: 'before' | 'after' }) {
  const shown = parts.filter((part) => (side === 'before' ? !part.added : !part.removed));
  if (shown.every((part) => part.value === '')) {
    return (
      <Text span size="sm" c="var(--masthead-muted)">
        (empty)
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {shown.map((part, index) =>
        part.removed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff have no other identity.
          <del key={index} className={classes.removed}>
            <VisuallyHidden>removed: </VisuallyHidden>
            {part.value}
          </del>
        ) : part.added ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ins key={index} className={classes.added}>
            <VisuallyHidden>added: </VisuallyHidden>
            {part.value}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

/**
 * Two versions of an item side by side, field by field (title, description, each section, SEO
 * fields, tags, categories, date, cover), the words that differ marked. Unchanged fields are
 * hidden until asked for.
 */
export function RevisionComparison({ older, newer }: { older: ComparedVersion; newer: ComparedVersion }) {
  const [everyField, setEveryField] = useState(false);
  const fields = compareVersions(older.item, newer.item);
  const shown = everyField ? fields : fields.filter((field) => field.changed);
  return (
    <Box>
      <Switch
        label="Show unchanged fields too"
        checked={everyField}
        onChange={(event) => setEveryField(event.currentTarget.checked)}
        mb="sm"
      />
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" withColumnBorders layout="fixed">
          <caption>
            <VisuallyHidden>
              Changes from {older.label} to {newer.label}
            </VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={140}>
                Field
              </Table.Th>
              <Table.Th scope="col">{older.label}</Table.Th>
              <Table.Th scope="col">{newer.label}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text size="sm" ta="center" py="md">
                    The two versions are the same in every field shown here.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              shown.map((field) => (
                <Table.Tr key={field.label}>
                  <Table.Th scope="row" fw={600} fz="sm" style={{ verticalAlign: 'top' }}>
                    {field.label}
                  </Table.Th>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <DiffText parts={field.parts} side="before" />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <DiffText parts={field.parts} side="after" />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
