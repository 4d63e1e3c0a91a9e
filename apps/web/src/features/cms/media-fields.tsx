import type { ComponentType } from 'react';
import type { EditorContext } from './content-editor';
import { CoverImageUpload, PublishingCard, SeoCard, StoryCard } from './content-form-cards';
import { FormCard, FormColumns } from './form-layout';

/** The fields video and gallery forms share; `list` is the list of videos or images. */
export function MediaFields({
  context,
  list: List,
}: {
  context: EditorContext;
  list: ComponentType<{ context: EditorContext }>;
}) {
  return (
    <FormColumns
      main={
        <>
          <StoryCard context={context} descriptionLabel="Description" />
          <List context={context} />
          <SeoCard context={context} />
        </>
      }
      side={
        <>
          <PublishingCard context={context} />
          <FormCard title="Cover image">
            <CoverImageUpload context={context} label="Cover image" />
          </FormCard>
        </>
      }
    />
  );
}
