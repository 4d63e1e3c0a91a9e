import type { ReactNode } from 'react';
import type { EditorContext } from './content-editor';
import { CoverCard, PublishingCard, SeoCard, StoryCard } from './content-form-cards';
import { FormColumns } from './form-layout';

/** The fields video and gallery forms share, around `children`: the card with the list of videos or images. */
export function MediaFields({ context, children }: { context: EditorContext; children: ReactNode }) {
  return (
    <FormColumns
      main={
        <>
          <StoryCard context={context} descriptionLabel="Description" />
          {children}
          <SeoCard context={context} />
        </>
      }
      side={
        <>
          <PublishingCard context={context} />
          <CoverCard context={context} />
        </>
      }
    />
  );
}
