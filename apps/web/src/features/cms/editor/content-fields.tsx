import { Checkbox, Group, MultiSelect, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type CmsItem, messages } from '@masthead/contract';
import { IconLock } from '@tabler/icons-react';
import { errorMessage } from '../../../api/api-error';
import { DateTimeField } from '../../../components/date-time-field';
import { UrlInput } from '../../../components/url-input';
import { useMe } from '../../../session/session';
import { categoryOptions, useCategoryList } from '../../categories';
import { useUserOptions } from '../../users';
import type { ContentFormValues } from './content-model';

type Form = UseFormReturnType<ContentFormValues>;

interface FieldProps {
  form: Form;
  required: ReadonlySet<string>;
  disabled?: boolean;
}

/** Categories as 'Parent › Child'; categories the item has that are gone from the list stay visible. */
export function CategoriesField({
  form,
  required,
  disabled,
  item,
  readOnly = false,
}: FieldProps & { item: CmsItem | null; readOnly?: boolean }) {
  const list = useCategoryList();
  const options = categoryOptions(list.data ?? []);
  const known = new Set(options.map((option) => option.value));
  for (const category of item?.categories ?? []) {
    if (!known.has(category._id)) options.push({ value: category._id, label: category.name });
  }
  return (
    <MultiSelect
      label="Categories"
      withAsterisk={required.has('categories')}
      // Only while empty: beside chosen pills a placeholder is cut off and reads as if nothing was chosen.
      placeholder={
        form.values.categories.length > 0 ? undefined : list.isPending ? messages.loadingEllipsis : 'Choose categories'
      }
      data={options}
      searchable
      clearable
      hidePickedOptions
      maxValues={50}
      comboboxProps={{ keepMounted: false }}
      nothingFoundMessage="No category matches"
      disabled={disabled}
      {...form.getInputProps('categories')}
      // Read-only, the item's own categories are all there is to show; a failed list is no error of the reader's.
      error={list.error && !readOnly ? errorMessage(list.error) : form.errors.categories}
    />
  );
}

/**
 * The author. Only a holder of Edit chooses it; for everyone else it is locked and offers only the
 * item's author (on a new item: the user itself), so the full user list is not even fetched.
 */
export function AuthorField({
  form,
  required,
  item,
  locked,
  lockHint,
}: FieldProps & { item: CmsItem | null; locked: boolean; lockHint?: string }) {
  const me = useMe();
  const users = useUserOptions(!locked);
  const author = item ? item.user : { _id: me._id, name: me.name };
  const options = locked ? [] : (users.data ?? []).map((user) => ({ value: user._id, label: user.name }));
  if (author && !options.some((option) => option.value === author._id)) {
    options.push({ value: author._id, label: author.name });
  }
  return (
    <Select
      label="Author"
      withAsterisk={required.has('user')}
      description={locked ? lockHint : undefined}
      placeholder={!locked && users.isPending ? messages.loadingEllipsis : 'Choose the author'}
      data={options}
      searchable
      allowDeselect={false}
      comboboxProps={{ keepMounted: false }}
      nothingFoundMessage="No user matches"
      // Read-only rather than disabled: the name stays legible, and nothing opens or types.
      readOnly={locked}
      rightSection={locked ? <IconLock size={16} aria-hidden="true" /> : undefined}
      {...form.getInputProps('user')}
      error={!locked && users.error ? errorMessage(users.error) : form.errors.user}
    />
  );
}

export function PublishDateField({ form, required, disabled }: FieldProps) {
  return (
    <DateTimeField
      label="Publish date and time"
      subject="Publish"
      description="A future time schedules publishing"
      withAsterisk={required.has('publishDate')}
      clearable
      disabled={disabled}
      {...form.getInputProps('publishDate')}
    />
  );
}

export function FlagFields({ form, disabled }: Omit<FieldProps, 'required'>) {
  return (
    <Group gap="lg">
      <Checkbox label="Featured" disabled={disabled} {...form.getInputProps('isFeatured', { type: 'checkbox' })} />
      <Checkbox label="Sponsored" disabled={disabled} {...form.getInputProps('isSponsored', { type: 'checkbox' })} />
      <Checkbox label="In press" disabled={disabled} {...form.getInputProps('inpress', { type: 'checkbox' })} />
    </Group>
  );
}

export function CanonicalField({ form, disabled }: Omit<FieldProps, 'required'>) {
  return <UrlInput label="Canonical URL" disabled={disabled} {...form.getInputProps('canonicalUrl')} />;
}
