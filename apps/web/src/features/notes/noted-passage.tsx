import { Blockquote, Text } from '@mantine/core';

/** The words of the article a note is about, cut to a few lines. */
export function NotedPassage({ quote, lines }: { quote: string; lines: number }) {
  return (
    <Blockquote p={6} pl="sm" color="yellow" iconSize={0} cite={null}>
      <Text size="sm" fs="italic" lineClamp={lines}>
        {quote}
      </Text>
    </Blockquote>
  );
}
