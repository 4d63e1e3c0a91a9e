import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The words a list is searched by, as kept in the address (`?search=…`). */
export function useListSearch(): string {
  const [params] = useSearchParams();
  return (params.get('search') ?? '').trim();
}

export interface ListSearchProps {
  /** Names the search form, e.g. "Search clients". */
  formLabel: string;
  placeholder: string;
}

/** A search box applied on submit: the words go into the address and the list starts at page 1. */
export function ListSearch({ formLabel, placeholder }: ListSearchProps) {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => (params.get('search') ?? '').trim());

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set('search', typed.trim());
    else next.delete('search');
    next.delete('page');
    setParams(next);
  };

  return (
    <form onSubmit={apply} aria-label={formLabel}>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label="Search"
          placeholder={placeholder}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={200}
          w={320}
        />
        <Button type="submit">Apply</Button>
      </Group>
    </form>
  );
}
