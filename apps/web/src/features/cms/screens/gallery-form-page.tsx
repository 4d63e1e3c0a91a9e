import { Box, Group, Image, TextInput } from '@mantine/core';
import type { EditorContext } from '../editor/content-editor';
import { FormCard } from '../editor/form-layout';
import { GalleryUploader } from '../editor/gallery-uploader';
import { MediaFields } from '../editor/media-fields';
import { SortableFormList } from '../editor/sortable-form-list';
import { ContentFormScreen } from './content-screens';

/** The gallery form: the shared media fields around the images, uploaded several at once, each described. */
function GalleryFields({ context }: { context: EditorContext }) {
  const { form } = context;
  return (
    <MediaFields context={context}>
      <FormCard title="Images">
        <GalleryUploader context={context} />
        <SortableFormList
          context={context}
          path="gallery"
          emptyText="No images yet."
          noun="image"
          heading={(_, index) => `Image ${index + 1}`}
          canRemove={() => true}
          renderItem={(entry, index) => (
            <Group align="flex-start" wrap="nowrap" gap="md">
              <Box w={120} style={{ flexShrink: 0 }}>
                <Image
                  src={entry.file?.url ?? entry.url}
                  alt={entry.description || entry.file?.name || `Image ${index + 1}`}
                  h={80}
                  w={120}
                  radius="sm"
                  fit="cover"
                />
              </Box>
              <TextInput
                label={`Image ${index + 1} description`}
                style={{ flex: 1 }}
                {...form.getInputProps(`gallery.${index}.description`)}
              />
            </Group>
          )}
        />
      </FormCard>
    </MediaFields>
  );
}

export function GalleryFormPage() {
  return <ContentFormScreen type="Gallery" fields={GalleryFields} />;
}
