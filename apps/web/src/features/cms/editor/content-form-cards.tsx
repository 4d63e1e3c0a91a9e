import { Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FileUpload } from '../../../components/file-upload';
import { SeoFields } from '../../../components/seo-fields';
import { TagInput } from '../../../components/tag-input';
import { useTagSuggestions } from '../cms-api';
import type { EditorContext } from './content-editor';
import { AuthorField, CanonicalField, CategoriesField, PublishDateField } from './content-fields';
import { FormCard } from './form-layout';
import { SearchPreview } from './search-preview';

/** Title and description: the head of an article, blog, video or gallery. */
export function StoryCard({ context, descriptionLabel }: { context: EditorContext; descriptionLabel: string }) {
  const { form, required } = context;
  return (
    <FormCard title="Story">
      <TextInput label="Title" required withAsterisk autoComplete="off" {...context.titleProps} />
      <Textarea
        label={descriptionLabel}
        withAsterisk={required.has('description')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('description')}
      />
    </FormCard>
  );
}

/** SEO title, description and keywords, the canonical URL where the type has one, and the permalink. */
export function SeoCard({ context, withCanonical = false }: { context: EditorContext; withCanonical?: boolean }) {
  const { form, required } = context;
  return (
    <FormCard title="SEO">
      <SeoFields form={form} required={required} />
      {withCanonical ? <CanonicalField form={form} /> : null}
      <TextInput label="Permalink" autoComplete="off" {...context.permalinkProps} />
      <SearchPreview
        title={form.values.seo.title || form.values.title}
        description={form.values.seo.description || form.values.description}
        permaLink={form.values.permaLink}
      />
    </FormCard>
  );
}

/** When, by whom and where the item appears; `children` adds the type's own settings below the tags. */
export function PublishingCard({ context, children }: { context: EditorContext; children?: ReactNode }) {
  const { form, required, item } = context;
  return (
    <FormCard title="Publishing">
      <PublishDateField form={form} required={required} />
      <AuthorField
        form={form}
        required={required}
        item={item}
        locked={!context.mayChangeAuthor}
        lockHint={context.readOnly ? undefined : 'You write under your own name; an editor can change the author'}
      />
      <CategoriesField form={form} required={required} item={item} readOnly={context.readOnly} />
      <TagsField context={context} />
      {children}
    </FormCard>
  );
}

/** Tags, with the tags already in use that begin with what is typed. */
function TagsField({ context }: { context: EditorContext }) {
  const { form } = context;
  const [draft, setDraft] = useState('');
  const suggestions = useTagSuggestions(context.readOnly ? '' : draft);
  return (
    <TagInput
      label="Tags"
      value={form.values.tags}
      onChange={(tags) => form.setFieldValue('tags', tags)}
      suggestions={draft.trim().length >= 2 ? (suggestions.data ?? []) : []}
      onDraftChange={setDraft}
    />
  );
}

/** The cover with what describes it: alt text for readers who cannot see it, and a title. */
export function CoverCard({ context }: { context: EditorContext }) {
  const { form } = context;
  return (
    <FormCard title="Cover image">
      <CoverImageUpload context={context} label="Cover image" />
      <TextInput
        label="Alt text"
        description="Describes the image for readers who cannot see it"
        {...form.getInputProps('imageAlt')}
      />
      <TextInput label="Image title" {...form.getInputProps('imageTitle')} />
    </FormCard>
  );
}

/** The item's image (the cover of stories, the image of a page); Save waits while it uploads. */
export function CoverImageUpload({ context, label }: { context: EditorContext; label: string }) {
  const { form, required, busy, item } = context;
  return (
    <FileUpload
      label={label}
      withAsterisk={required.has('image')}
      value={form.values.image}
      initialAsset={item?.image ?? null}
      onChange={(assetId) => form.setFieldValue('image', assetId)}
      onUploadingChange={(uploading) => context.setUploading('cover', uploading)}
      error={form.errors.image}
      disabled={busy}
      largePreview
    />
  );
}
