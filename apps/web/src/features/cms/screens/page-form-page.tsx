import { TextInput } from '@mantine/core';
import type { CmsItem } from '@masthead/contract';
import type { EditorContext } from '../editor/content-editor';
import { CoverImageUpload } from '../editor/content-form-cards';
import { FormCard, FormColumns } from '../editor/form-layout';
import { SectionsField } from '../editor/sections-field';
import { ContentFormScreen } from './content-screens';

/** Pages: a title and permalink, blocks of header and rich text, and an image. */
function PageFields({ context }: { context: EditorContext }) {
  return (
    <FormColumns
      main={
        <>
          <FormCard title="Page">
            <TextInput label="Title" required withAsterisk autoComplete="off" {...context.titleProps} />
            <TextInput label="Permalink" autoComplete="off" {...context.permalinkProps} />
          </FormCard>
          <FormCard title="Blocks">
            <SectionsField
              context={context}
              noun="block"
              heading={(n) => `Block ${n}`}
              titleLabel={(n) => `Header ${n}`}
              contentLabel={(n) => `Content ${n}`}
              addLabel="Add block"
            />
          </FormCard>
        </>
      }
      side={
        <FormCard title="Image">
          <CoverImageUpload context={context} label="Image" />
        </FormCard>
      }
    />
  );
}

/** SPEC §2: the page form offers 'Save Draft' and 'Save and Publish'; once out of draft, Save keeps the state. */
const pageLabels = {
  save: (item: CmsItem | null) => (item === null || item.status === 'Draft' ? 'Save Draft' : 'Save'),
  publish: 'Save and Publish',
};

export function PageFormPage() {
  return <ContentFormScreen type="Page" fields={PageFields} labels={pageLabels} />;
}
