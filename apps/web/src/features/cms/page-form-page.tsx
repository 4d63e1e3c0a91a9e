import { TextInput } from '@mantine/core';
import type { CmsItem } from '@masthead/contract';
import { FileUpload } from '../../components/file-upload';
import { ContentEditor, type EditorContext } from './content-editor';
import { ContentEditRoute, type EditorScreenProps } from './content-route';
import { FormCard, FormColumns } from './form-layout';
import { SectionsField } from './sections-field';

function PageFields({ context }: { context: EditorContext }) {
  const { form, required, busy, item } = context;
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
          <FileUpload
            label="Image"
            withAsterisk={required.has('image')}
            value={form.values.image}
            initialAsset={item?.image ?? null}
            onChange={(assetId) => form.setFieldValue('image', assetId)}
            onUploadingChange={(uploading) => context.setUploading('cover', uploading)}
            error={form.errors.image}
            disabled={busy}
          />
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

function PageEditor({ item, onReload }: EditorScreenProps) {
  return (
    <ContentEditor type="Page" item={item} onReload={onReload} labels={pageLabels}>
      {(context) => <PageFields context={context} />}
    </ContentEditor>
  );
}

export function PageCreatePage() {
  return <PageEditor item={null} />;
}

export function PageEditPage() {
  return <ContentEditRoute type="Page" render={(props) => <PageEditor {...props} />} />;
}
