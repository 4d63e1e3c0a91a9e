import { Text } from '@mantine/core';
import type { CmsItem } from '@masthead/contract';

/** What an Update of a live item puts in front of readers, and what it leaves out. */
export function LiveChangesSummary({
  changes,
  suggestions,
  item,
}: {
  changes: string[];
  suggestions: number;
  item: CmsItem;
}) {
  return (
    <>
      <Text size="sm">
        {changes.length > 0 ? (
          <>
            Readers will see these changes at once: <strong>{changes.join(', ')}</strong>.
          </>
        ) : (
          'Nothing readers see changes: the working copy is the live version.'
        )}
      </Text>
      {suggestions > 0 ? (
        <Text size="sm" mt="xs">
          {suggestions === 1 ? '1 open suggestion is' : `${suggestions} open suggestions are`} left out: they stay
          suggestions until someone accepts them.
        </Text>
      ) : null}
      {item.pendingChange ? (
        <Text size="sm" mt="xs">
          The change by {item.pendingChange.user?.name ?? 'someone'} waiting for review is left out: approve it to put
          it live.
        </Text>
      ) : null}
    </>
  );
}
