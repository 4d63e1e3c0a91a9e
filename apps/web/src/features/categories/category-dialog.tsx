import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type Category,
  type CategoryCreate,
  type CategoryFormValues,
  categoryFormSchema,
  endpoints,
  keywordsOf,
  messages,
  withKeywords,
} from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { groupKey, readKey } from '../../api/read-key';
import { Dialog } from '../../components/dialog';
import { FileUpload } from '../../components/file-upload';
import { FormAlert } from '../../components/form-alert';
import { SeoFields } from '../../components/seo-fields';
import { SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { initialSlugState, normalizeSlug, slugAfterManualEdit, slugAfterSourceChange } from '../../lib/slug-follow';
import { useCategoryList, useCategoryTree, useCreateCategory, useUpdateCategory } from './categories-api';
import classes from './category-dialog.module.css';
import { categoryOptions, selfAndDescendantIds } from './category-tree';

export interface CategoryDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The category to edit; absent for Add. */
  category?: Category | null;
}

/** Add and Edit Category in one dialog; it mounts a fresh form each time it opens. */
export function CategoryDialog({ opened, onClose, category }: CategoryDialogProps) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  // After someone else saved the category, the form starts again from their version.
  const [reloaded, setReloaded] = useState<Category | null>(null);
  const shown = category && reloaded?._id === category._id ? reloaded : (category ?? null);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: groupKey('category') }, { throwOnError: true });
    const again = queryClient
      .getQueryData<Category[]>(readKey(endpoints.category.list, {}))
      ?.find((c) => c._id === category?._id);
    if (again) setReloaded(again);
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={category ? 'Edit Category' : 'Add Category'} busy={busy} size="lg">
      <CategoryForm
        key={`${shown?._id ?? 'new'}:${shown?.updatedAt ?? ''}`}
        category={shown}
        reload={shown ? reload : undefined}
        onDone={onClose}
        onBusy={setBusy}
      />
    </Dialog>
  );
}

/** What the slug field says about where its value comes from. */
function slugHint(follows: boolean, typed: boolean): string {
  if (follows) return 'Follows the name';
  if (typed) return 'Set by hand; clear it to follow the name';
  return 'Kept as saved, the category’s address; clear it to follow the name';
}

function CategoryForm({
  category,
  reload,
  onDone,
  onBusy,
}: {
  category: Category | null;
  reload?: () => Promise<void>;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const list = useCategoryList();
  const tree = useCategoryTree();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const [uploading, setUploading] = useState(false);
  // A stored category keeps its slug (its address is public) whether or not anyone typed it.
  const [slugTyped, setSlugTyped] = useState(false);
  const [slugState, setSlugState] = useState(() =>
    initialSlugState(category?.slug ?? '', category?.name ?? '', { fixed: category !== null }),
  );

  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      url: category?.url ?? '',
      description: category?.description ?? '',
      parent: category?.parent[0]?._id ?? null,
      image: category?.image?._id ?? null,
      seo: {
        title: category?.seo.title ?? '',
        description: category?.seo.description ?? '',
        keywords: keywordsOf(category?.seo),
      },
      active: category?.active ?? true,
    },
    validate: schemaResolver(categoryFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, { reload });

  const excluded = category ? selfAndDescendantIds(tree.data ?? [], category._id) : new Set<string>();
  const parentOptions = categoryOptions(list.data ?? [], excluded);

  const setName = (name: string) => {
    form.setFieldValue('name', name);
    const next = slugAfterSourceChange(slugState, name);
    setSlugState(next);
    if (next.follows) form.setFieldValue('slug', next.slug);
  };

  const submit = async (values: CategoryFormValues) => {
    clearFailure();
    onBusy(true);
    const body: CategoryCreate = {
      name: values.name.trim(),
      slug: values.slug,
      url: values.url.trim(),
      description: values.description.trim(),
      parent: values.parent,
      image: values.image,
      seo: withKeywords(
        {
          title: values.seo.title.trim(),
          description: values.seo.description.trim(),
          metaTags: category?.seo.metaTags,
        },
        values.seo.keywords.trim(),
      ),
    };
    try {
      if (category) {
        await updateCategory.mutateAsync({
          id: category._id,
          body: { ...body, active: values.active, updatedAt: category.updatedAt },
        });
        notifySuccess(messages.categoryUpdated);
      } else {
        await createCategory.mutateAsync(body);
        notifySuccess(messages.categoryAdded);
      }
      onBusy(false);
      onDone();
    } catch (error) {
      onBusy(false);
      showFailure(error);
    }
  };

  const saving = createCategory.isPending || updateCategory.isPending;

  return (
    <>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <FormAlert failure={failure} />
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              required
              data-autofocus
              autoComplete="off"
              {...form.getInputProps('name')}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <TextInput
              label="Slug"
              description={slugHint(slugState.follows, slugTyped)}
              autoComplete="off"
              {...form.getInputProps('slug')}
              onChange={(event) => {
                const slug = event.currentTarget.value;
                setSlugState(slugAfterManualEdit(slug));
                setSlugTyped(slug !== '');
                form.setFieldValue('slug', slug);
              }}
              onBlur={() => {
                const slug = normalizeSlug(form.values.slug);
                form.setFieldValue('slug', slug);
                form.validateField('slug');
              }}
            />
            <TextInput label="URL" type="url" autoComplete="off" {...form.getInputProps('url')} />
            <Select
              label="Parent"
              placeholder={list.isPending ? messages.loadingEllipsis : 'None (top level)'}
              data={parentOptions}
              searchable
              clearable
              comboboxProps={{ keepMounted: false }}
              nothingFoundMessage="No category matches"
              {...form.getInputProps('parent')}
              error={list.error ? errorMessage(list.error) : form.errors.parent}
            />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
          <FileUpload
            label="Image"
            value={form.values.image}
            initialAsset={category?.image ?? null}
            onChange={(assetId) => form.setFieldValue('image', assetId)}
            onUploadingChange={setUploading}
            error={form.errors.image}
          />
          <SeoFields form={form} />
          {category ? <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} /> : null}
          <Group justify="flex-end" gap="sm" className={classes.footer}>
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            <SubmitButton loading={saving} disabled={uploading}>
              Save
            </SubmitButton>
          </Group>
        </Stack>
      </form>
      {staleDialog}
    </>
  );
}
