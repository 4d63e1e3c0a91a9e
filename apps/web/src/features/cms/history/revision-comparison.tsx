import { Box, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RevisionItem } from '@masthead/contract';
import type { ChangeObject } from 'diff';
import katex from 'katex';
import { useEffect, useRef, useState } from 'react';
import { compareVersions, FORMULA_MARKS, formulaIndex } from './diff-model';
import classes from './revision-comparison.module.css';

/** A version to compare: the item as it was, and the column heading that names it. */
export interface ComparedVersion {
  label: string;
  item: RevisionItem;
}

/** A formula typeset as the editor shows it (KaTeX), not as its LaTeX source. */
function Formula({ latex }: { latex: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (ref.current) katex.render(latex, ref.current, { throwOnError: false, displayMode: false });
  }, [latex]);
  return <span ref={ref} className={classes.formula} />;
}

/** Text whose formula marks (diff-model.ts) are shown as the formulas they stand for. */
function WithFormulas({ text, formulas }: { text: string; formulas: readonly string[] }) {
  const pieces = text.split(FORMULA_MARKS);
  if (pieces.length === 1) return text;
  return pieces.map((piece, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text have no other identity.
      <Formula key={index} latex={formulas[formulaIndex(piece)] ?? ''} />
    ) : (
      piece
    ),
  );
}

/** One side of a field: the older keeps what was removed (struck through), the newer what was added. */
function DiffText({
  parts,
  side,
  formulas,
}: {
  parts: ChangeObject<string>[];
  side: 'before' | 'after';
  formulas: readonly string[];
}) {
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
            <WithFormulas text={part.value} formulas={formulas} />
          </del>
        ) : part.added ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ins key={index} className={classes.added}>
            <VisuallyHidden>added: </VisuallyHidden>
            <WithFormulas text={part.value} formulas={formulas} />
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>
            <WithFormulas text={part.value} formulas={formulas} />
          </span>
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
                    <DiffText parts={field.parts} side="before" formulas={field.formulas} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <DiffText parts={field.parts} side="after" formulas={field.formulas} />
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
