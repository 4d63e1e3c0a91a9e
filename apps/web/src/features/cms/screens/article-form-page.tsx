import { TextInput } from '@mantine/core';
import type { EditorContext } from '../editor/content-editor';
import { FlagFields } from '../editor/content-fields';
import { CoverImageUpload, PublishingCard, SeoCard, StoryCard } from '../editor/content-form-cards';
import { FormCard, FormColumns } from '../editor/form-layout';
import { SectionsField } from '../editor/sections-field';
import { ContentFormScreen } from './content-screens';

/** Articles and blogs: a story in sections, with SEO, publishing details and a described cover image. */
function ArticleFields({ context }: { context: EditorContext }) {
  const { form } = context;
  return (
    <FormColumns
      main={
        <>
          <StoryCard context={context} descriptionLabel="Short description" />
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
          <SeoCard context={context} withCanonical />
        </>
      }
      side={
        <>
          <PublishingCard context={context}>
            <FlagFields form={form} />
          </PublishingCard>
          <FormCard title="Cover image">
            <CoverImageUpload context={context} label="Cover image" />
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

export function ArticleFormPage() {
  return <ContentFormScreen type="Article" fields={ArticleFields} />;
}

export function BlogFormPage() {
  return <ContentFormScreen type="Blog" fields={ArticleFields} />;
}
