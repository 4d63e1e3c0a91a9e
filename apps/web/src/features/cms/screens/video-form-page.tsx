import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FileUpload } from '../../../components/file-upload';
import { UrlInput } from '../../../components/url-input';
import type { EditorContext } from '../editor/content-editor';
import { newVideo } from '../editor/content-model';
import { FormCard } from '../editor/form-layout';
import { MediaFields } from '../editor/media-fields';
import { SortableFormList } from '../editor/sortable-form-list';
import { ContentFormScreen } from './content-screens';

/** The video form: the shared media fields around the videos, each a link or an uploaded MP4 file. */
function VideoFields({ context }: { context: EditorContext }) {
  const { form, busy } = context;
  return (
    <MediaFields context={context}>
      <FormCard title="Videos">
        <SortableFormList
          context={context}
          path="videos"
          emptyText="No videos yet."
          noun="video"
          headingOrder={3}
          heading={(_, index) => `Video ${index + 1}`}
          canRemove={() => true}
          renderItem={(video, index) => (
            <Stack gap="sm">
              <UrlInput
                label={`Video ${index + 1} URL`}
                disabled={video.file !== null}
                description={video.file ? 'The uploaded file below is used' : 'A link, or upload an MP4 file below'}
                {...form.getInputProps(`videos.${index}.url`)}
              />
              <FileUpload
                label={`Video ${index + 1} file`}
                kind="video"
                value={video.file?._id ?? null}
                initialAsset={video.file}
                onChange={() => undefined}
                onAsset={(asset) =>
                  form.setFieldValue(
                    `videos.${index}.file`,
                    asset ? { _id: asset._id, url: asset.url, name: asset.name } : null,
                  )
                }
                onUploadingChange={(uploading) => context.setUploading(`video-${video.key}`, uploading)}
                disabled={busy}
              />
            </Stack>
          )}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => form.insertListItem('videos', newVideo())}
          disabled={busy || form.values.videos.length >= 50}
          style={{ alignSelf: 'flex-start' }}
        >
          Add video
        </Button>
      </FormCard>
    </MediaFields>
  );
}

export function VideoFormPage() {
  return <ContentFormScreen type="Video" fields={VideoFields} />;
}
