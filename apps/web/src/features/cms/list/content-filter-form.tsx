import { Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DayFilter, FilterButtons } from '../../../components/list-screen/day-filter';
import type { ListFilters } from './list-query';

/** Words and a day to narrow a content list to; applied on submit, cleared by Reset. */
export function ContentFilterForm({
  filters,
  onApply,
  searchPlaceholder = 'Words in title, description or text',
}: {
  filters: Pick<ListFilters, 'search' | 'date'>;
  onApply: (change: Partial<ListFilters>) => void;
  searchPlaceholder?: string;
}) {
  const [search, setSearch] = useState(filters.search);
  const [date, setDate] = useState<string | null>(filters.date);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search, date });
  };
  const reset = () => {
    setSearch('');
    setDate(null);
    onApply({ search: '', date: null });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the list">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
          maxLength={200}
          type="search"
        />
        <DayFilter label="Date" value={date} onChange={setDate} clearLabel="Clear the date" w={180} />
        <FilterButtons onReset={reset} />
      </Group>
    </form>
  );
}
