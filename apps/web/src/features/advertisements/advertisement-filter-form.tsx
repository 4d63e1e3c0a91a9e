import '@mantine/dates/styles.css';
import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { messages } from '@masthead/contract';
import { type FormEvent, useId, useState } from 'react';
import { parseDay } from '../../lib/day-input';
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
  const dateId = useId();
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
        <DateInput
          id={dateId}
          label="Running on"
          placeholder="DD/MM/YYYY"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDay}
          value={date}
          onChange={setDate}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the date' }}
          w={180}
          popoverProps={{ withinPortal: true, id: `${dateId}-label` }}
          hideOutsideDates
          weekendDays={[]}
          nextLabel="Next month"
          previousLabel="Previous month"
        />
        <Button type="submit">Apply</Button>
        <Button variant="default" onClick={reset}>
          Reset
        </Button>
      </Group>
    </form>
  );
}
