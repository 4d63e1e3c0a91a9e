import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { endpoints } from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useRead } from '../../api/use-read';

/** A story's address on our own site, as menus and the sitemap give it. */
export function storyPath(permaLink: string): string {
  return `/${permaLink}`;
}

/**
 * Picks one of our published stories by its title; the form's URL becomes the story's path on the
 * site. For users who may read content (the others type the link).
 */
export function StoryLinkPicker({ onPick, disabled }: { onPick: (path: string) => void; disabled?: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = { status: 'Published' as const, search: debounced || undefined, pageSize: 10 };
  const stories = useRead(endpoints.cms.list, { query }, { placeholderData: keepPreviousData });
  const items = stories.data?.items ?? [];
  return (
    <Select
      label="Or link to a published story"
      placeholder="Search our stories by title"
      searchable
      clearable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={items.map((item) => ({ value: item.permaLink, label: item.title }))}
      nothingFoundMessage={stories.isFetching ? 'Searching…' : 'No published story matches'}
      onChange={(permaLink) => {
        if (!permaLink) return;
        onPick(storyPath(permaLink));
        setSearch('');
      }}
      disabled={disabled}
    />
  );
}
