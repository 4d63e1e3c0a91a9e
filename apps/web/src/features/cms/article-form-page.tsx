import { Textarea, TextInput } from '@mantine/core';
import type { ContentType } from '@masthead/contract';
import { FileUpload } from '../../components/file-upload';
import { TagInput } from '../../components/tag-input';
import { ContentEditor, type EditorContext } from './content-editor';
import {
  AuthorField,
  CanonicalField,
  CategoriesField,
  FlagFields,
  PublishDateField,
  SeoFields,
} from './content-fields';
import { ContentEditRoute, type EditorScreenProps } from './content-route';
import { FormCard, FormColumns } from './form-layout';
import { SectionsField } from './sections-field';

function ArticleFields({ context }: { context: EditorContext }) {
  const { form, required, busy, item } = context;
  return (
    <FormColumns
      main={
        <>
          <FormCard title="Story">
            <TextInput label="Title" required withAsterisk autoComplete="off" {...context.titleProps} />
            <Textarea
              label="Short description"
              withAsterisk={required.has('description')}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('description')}
            />
          </FormCard>
          <FormCard title="Body">
            <SectionsField
              context={context}
              noun="section"
              heading={(n) => `Section ${n}`}
              titleLabel={(n) => `Section ${n} title`}
              contentLabel={(n) => `Section ${n} content`}
              addLabel="Add section"
            />
          </FormCard>
          <FormCard title="SEO">
            <SeoFields form={form} required={required} />
            <CanonicalField form={form} />
            <TextInput label="Permalink" autoComplete="off" {...context.permalinkProps} />
          </FormCard>
        </>
      }
      side={
        <>
          <FormCard title="Publishing">
            <PublishDateField form={form} required={required} />
            <AuthorField form={form} required={required} item={item} disabled={!context.mayChangeAuthor} />
            <CategoriesField form={form} required={required} item={item} />
            <TagInput label="Tags" value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} />
            <FlagFields form={form} />
          </FormCard>
          <FormCard title="Cover image">
            <FileUpload
              label="Cover image"
              withAsterisk={required.has('image')}
              value={form.values.image}
              initialAsset={item?.image ?? null}
              onChange={(assetId) => form.setFieldValue('image', assetId)}
              onUploadingChange={(uploading) => context.setUploading('cover', uploading)}
              error={form.errors.image}
              disabled={busy}
            />
            <TextInput
              label="Alt text"
              description="Describes the image for readers who cannot see it"
              {...form.getInputProps('imageAlt')}
            />
            <TextInput label="Image title" {...form.getInputProps('imageTitle')} />
          </FormCard>
        </>
      }
    />
  );
}

function ArticleEditor({ type, item, onReload }: EditorScreenProps & { type: ContentType }) {
  return (
    <ContentEditor type={type} item={item} onReload={onReload}>
      {(context) => <ArticleFields context={context} />}
    </ContentEditor>
  );
}

export function ArticleCreatePage() {
  return <ArticleEditor type="Article" item={null} />;
}

export function ArticleEditPage() {
  return <ContentEditRoute type="Article" render={(props) => <ArticleEditor type="Article" {...props} />} />;
}

export function BlogCreatePage() {
  return <ArticleEditor type="Blog" item={null} />;
}

export function BlogEditPage() {
  return <ContentEditRoute type="Blog" render={(props) => <ArticleEditor type="Blog" {...props} />} />;
}
