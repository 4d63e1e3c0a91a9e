import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { categoryNames, type LayoutItem, mayReadCategories, messages } from '@masthead/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { formatDateTime } from '../../lib/format';
import { useMe } from '../../session/session';
import { categoryOptions, useCategoryList } from '../categories';
import { useLayoutCandidates } from './layout-api';

const PAGE_SIZE = 8;

export interface ItemPickerProps {
  /** What is chosen already: its rows say so instead of offering Add. */
  chosen: ReadonlySet<string>;
  /** Why nothing more can be added (the cap is reached), or null. */
  full: string | null;
  /** The add button's word: 'Add' for lists, 'Choose' for the one cover story. */
  actionLabel: string;
  onPick: (item: LayoutItem) => void;
  disabled?: boolean;
}

/** The category filter, for users who may read categories (others search by words only). */
function CategoryFilter({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const list = useCategoryList();
  return (
    <Select
      label="Category"
      placeholder="All categories"
      description="With its subcategories"
      data={categoryOptions(list.data ?? [])}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage="No category matches"
      w={{ base: '100%', sm: 220 }}
    />
  );
}

/**
 * Published items to pick from: search by words and filter by category on the server, a page at
 * a time (it stays quick with 100,000 items), newest first.
 */
export function ItemPicker({ chosen, full, actionLabel, onPick, disabled = false }: ItemPickerProps) {
  const me = useMe();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const candidates = useLayoutCandidates({
    search: debounced || undefined,
    category: category ?? undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const mayFilter = mayReadCategories(me);

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Published items
      </Title>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label="Search"
          placeholder="Words in the title or text"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 180 }}
        />
        {mayFilter ? (
          <CategoryFilter
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
          />
        ) : null}
      </Group>
      {full ? (
        <Text size="sm" c="var(--masthead-muted)" mb="sm" role="status">
          {full}
        </Text>
      ) : null}
      {candidates.data === undefined ? (
        candidates.isPending ? (
          <LoadingBlock />
        ) : (
          <ErrorBlock error={candidates.error} onRetry={() => void candidates.refetch()} />
        )
      ) : candidates.data.items.length === 0 ? (
        <Text c="var(--masthead-muted)" py="md">
          {messages.noPublishedItems}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Published items">
          {candidates.data.items.map((item) => {
            const isChosen = chosen.has(item._id);
            return (
              <Group
                component="li"
                key={item._id}
                justify="space-between"
                wrap="nowrap"
                py={8}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="var(--masthead-muted)">
                    {item.type} · {formatDateTime(item.publishDate)}
                    {item.categories.length > 0 ? ` · ${categoryNames(item.categories)}` : ''}
                  </Text>
                </div>
                {isChosen ? (
                  <Text size="sm" c="var(--masthead-muted)" style={{ flexShrink: 0 }}>
                    Chosen
                  </Text>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onPick(item)}
                    disabled={disabled || full !== null}
                    aria-label={`${actionLabel} ${item.title}`}
                    style={{ flexShrink: 0 }}
                  >
                    {actionLabel}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {candidates.data ? (
        <Pager page={page} total={candidates.data.total} pageSize={PAGE_SIZE} onChange={setPage} />
      ) : null}
    </Paper>
  );
}
