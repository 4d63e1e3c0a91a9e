import type { EditorContext } from '../editor/content-editor';
import { FlagFields } from '../editor/content-fields';
import { CoverCard, PublishingCard, SeoCard, StoryCard } from '../editor/content-form-cards';
import { FormCard, FormColumns } from '../editor/form-layout';
import { ReadingFigures } from '../editor/reading-figures';
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
            <ReadingFigures sections={form.values.body} />
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
          <CoverCard context={context} />
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
