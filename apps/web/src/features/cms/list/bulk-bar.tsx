import { Button, Group, List, Paper, Select, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CmsBulkAction, type CmsBulkResult, type CmsListItem, can } from '@masthead/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { notifyError } from '../../../lib/notify';
import { useMe } from '../../../session/session';
import { categoryOptions, useCategoryList } from '../../categories';
import { useBulkCms } from '../cms-api';

const actionNames: Record<CmsBulkAction, string> = {
  publish: 'Publish',
  trash: 'Move to trash',
  restore: 'Restore',
  category: 'Change category',
};

/**
 * The bar over a list while items are chosen: what can be done to all of them at once. The server
 * takes each item under the rules of one at a time, so some may be done and some not; the answer
 * lists each with what happened or why not.
 */
export function BulkBar({
  selected,
  inTrash = false,
  onClear,
}: {
  selected: CmsListItem[];
  inTrash?: boolean;
  onClear: () => void;
}) {
  const me = useMe();
  const bulk = useBulkCms();
  const [category, setCategory] = useState<string | null>(null);
  const [choosingCategory, setChoosingCategory] = useState(false);
  const categories = useCategoryList(choosingCategory);
  const [outcome, setOutcome] = useState<{ action: CmsBulkAction; results: CmsBulkResult['results'] } | null>(null);
  const [resultsOpen, setResultsOpen] = useState(false);
  const mayRemove = can(me, 'Cms', ['Remove']);
  const mayEdit = can(me, 'Cms', ['Edit', 'EditOwn']);
  const mayPublish = can(me, 'Cms', ['Publish']);

  const run = async (action: CmsBulkAction) => {
    try {
      const { results } = await bulk.mutateAsync({
        action,
        ids: selected.map((row) => row._id),
        category: action === 'category' ? (category ?? undefined) : undefined,
      });
      const done = results.filter((result) => result.ok).length;
      notifications.show({
        color: done === results.length ? 'green' : done === 0 ? 'red' : 'yellow',
        message: `${actionNames[action]}: ${done} of ${results.length} done`,
        withBorder: true,
      });
      setOutcome({ action, results });
      setResultsOpen(true);
      setChoosingCategory(false);
      onClear();
    } catch (error) {
      notifyError(error);
    }
  };
  const running = (action: CmsBulkAction) => bulk.isPending && bulk.variables?.action === action;

  return (
    <>
      {selected.length > 0 ? (
        <Paper withBorder radius="md" p="xs" mb="sm" role="region" aria-label="Bulk actions">
          <Group gap="sm" justify="space-between">
            <Text size="sm" fw={600} aria-live="polite">
              {selected.length} selected
            </Text>
            <Group gap="xs">
              {inTrash ? (
                <Button size="compact-sm" onClick={() => void run('restore')} loading={running('restore')}>
                  Restore
                </Button>
              ) : (
                <>
                  {mayEdit || mayPublish ? (
                    <Button size="compact-sm" onClick={() => void run('publish')} loading={running('publish')}>
                      {mayPublish ? 'Publish' : 'Submit for review'}
                    </Button>
                  ) : null}
                  {mayEdit ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setChoosingCategory((open) => !open)}
                      aria-expanded={choosingCategory}
                    >
                      Change category
                    </Button>
                  ) : null}
                  {mayRemove ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      c="var(--masthead-danger)"
                      onClick={() => void run('trash')}
                      loading={running('trash')}
                    >
                      Move to trash
                    </Button>
                  ) : null}
                </>
              )}
              <Button size="compact-sm" variant="subtle" onClick={onClear}>
                Clear selection
              </Button>
            </Group>
          </Group>
          {choosingCategory && !inTrash ? (
            <Group gap="xs" mt="xs" align="end">
              <Select
                label="Move the selected items to"
                placeholder={categories.isLoading ? 'Loading…' : 'Choose a category'}
                data={categoryOptions(categories.data ?? [])}
                value={category}
                onChange={setCategory}
                searchable
                size="sm"
                w={280}
              />
              <Button
                size="sm"
                onClick={() => void run('category')}
                disabled={category === null}
                loading={running('category')}
              >
                Apply
              </Button>
            </Group>
          ) : null}
        </Paper>
      ) : null}
      <Dialog
        opened={resultsOpen}
        onClose={() => setResultsOpen(false)}
        title={outcome ? `${actionNames[outcome.action]}: what happened` : ''}
      >
        <List spacing="xs" listStyleType="none" aria-label="Result for each item">
          {outcome?.results.map((result) => (
            <List.Item
              key={result._id}
              icon={
                <ThemeIcon size={20} radius="xl" color={result.ok ? 'green.8' : 'red.8'} aria-hidden="true">
                  {result.ok ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" fw={500} span>
                {result.title || result._id}
              </Text>
              <Text size="sm" span>
                {' '}
                — {result.ok ? result.message : `not done: ${result.message}`}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setResultsOpen(false)}>Close</Button>
        </Group>
      </Dialog>
    </>
  );
}
