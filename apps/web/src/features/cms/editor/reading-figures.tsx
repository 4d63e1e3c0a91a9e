import { Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { readingFigures, readingText } from './reading-time';

/** The story's length under the Body heading; counted after typing settles, so typing stays quick. */
export function ReadingFigures({ sections }: { sections: { title: string; body: string }[] }) {
  const settled = useDeferredValue(sections);
  return (
    <Text size="sm" c="var(--masthead-muted)" mt={-6} data-testid="reading-figures">
      {readingText(readingFigures(settled))}
    </Text>
  );
}
