import '@mantine/dates/styles.css';
import { Button, Group, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type FormEvent, useId, useState } from 'react';
import { parseDay } from '../../../lib/day-input';
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
  const dateId = useId();
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
        <DateInput
          id={dateId}
          label="Date"
          placeholder="DD/MM/YYYY"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDay}
          value={date}
          onChange={setDate}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the date' }}
          w={180}
          // The calendar dialog is named by the field's label.
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
