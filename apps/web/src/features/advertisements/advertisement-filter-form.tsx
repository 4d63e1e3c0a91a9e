import { Group, MultiSelect, TextInput } from '@mantine/core';
import { messages } from '@masthead/contract';
import { type FormEvent, useState } from 'react';
import { DayFilter, FilterButtons } from '../../components/list-screen/day-filter';
import { categoryOptions, useCategoryList } from '../categories';

export interface AdFilters {
  search: string;
  categories: string[];
  date: string | null;
}

/** Words, categories and a day the advertisements run on; applied on submit, cleared by Reset (SPEC §2). */
export function AdvertisementFilterForm({
  filters,
  onApply,
}: {
  filters: AdFilters;
  onApply: (change: AdFilters) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const [categories, setCategories] = useState(filters.categories);
  const [date, setDate] = useState<string | null>(filters.date);
  const list = useCategoryList();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search, categories, date });
  };
  const reset = () => {
    setSearch('');
    setCategories([]);
    setDate(null);
    onApply({ search: '', categories: [], date: null });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the advertisements">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="Title, description or client"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
          maxLength={200}
          type="search"
        />
        <MultiSelect
          label="Categories"
          placeholder={categories.length > 0 ? undefined : list.isPending ? messages.loadingEllipsis : 'Any category'}
          data={categoryOptions(list.data ?? [])}
          value={categories}
          onChange={setCategories}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ keepMounted: false }}
          nothingFoundMessage="No category matches"
          w={300}
        />
        <DayFilter label="Running on" value={date} onChange={setDate} clearLabel="Clear the date" w={180} />
        <FilterButtons onReset={reset} />
      </Group>
    </form>
  );
}
