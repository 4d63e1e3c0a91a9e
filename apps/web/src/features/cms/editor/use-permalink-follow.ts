import type { UseFormReturnType } from '@mantine/form';
import { toPermalink } from '@masthead/contract';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { initialSlugState, normalizeSlug, slugAfterManualEdit, slugAfterSourceChange } from '../../../lib/slug-follow';
import type { ContentFormValues } from './content-model';

export interface TitleProps {
  'data-path': 'title';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

export interface PermalinkProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error?: ReactNode;
  description: string;
}

/**
 * The permalink follows the title until it is set by hand; a live item's address is public, so it
 * stays put unless edited here by hand.
 */
export function usePermalinkFollow(
  form: UseFormReturnType<ContentFormValues>,
  options: { fixed: boolean; loadedTitle: string },
): { titleProps: TitleProps; permalinkProps: PermalinkProps } {
  const [slug, setSlug] = useState(() =>
    initialSlugState(form.values.permaLink, form.values.title, { fixed: options.fixed }),
  );
  const [typed, setTyped] = useState(false);

  const titleProps: TitleProps = {
    'data-path': 'title',
    value: form.values.title,
    error: form.errors.title,
    onChange: (event) => {
      const title = event.currentTarget.value;
      form.setFieldValue('title', title);
      const next = slugAfterSourceChange(slug, title);
      setSlug(next);
      if (next.follows) form.setFieldValue('permaLink', next.slug);
    },
  };
  const permalinkProps: PermalinkProps = {
    value: form.values.permaLink,
    error: form.errors.permaLink,
    description: slug.follows
      ? 'Follows the title'
      : options.fixed && !typed && slug.slug === toPermalink(options.loadedTitle)
        ? 'Kept while the item is live, so its address does not change'
        : 'Set by hand; clear it to follow the title',
    onChange: (event) => {
      const value = event.currentTarget.value;
      setTyped(true);
      setSlug(slugAfterManualEdit(value));
      form.setFieldValue('permaLink', value);
    },
    onBlur: () => form.setFieldValue('permaLink', normalizeSlug(form.values.permaLink)),
  };
  return { titleProps, permalinkProps };
}
