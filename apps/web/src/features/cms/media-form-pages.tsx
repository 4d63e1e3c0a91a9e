import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { MB, messages, shortFileName, uploadKinds } from '@masthead/contract';
import { IconPhoto, IconPlus, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { uploadAsset } from '../../api/upload';
import { FileUpload } from '../../components/file-upload';
import { SortableList } from '../../components/sortable-list';
import { TagInput } from '../../components/tag-input';
import { ContentEditor, type EditorContext } from './content-editor';
import { AuthorField, CategoriesField, PublishDateField, SeoFields } from './content-fields';
import { newGalleryImage, newVideo } from './content-model';
import { ContentEditRoute, type EditorScreenProps } from './content-route';
import { FormCard, FormColumns } from './form-layout';

/** The fields video and gallery forms share; `media` is the list of videos or images. */
function MediaFields({ context, media, coverLabel }: { context: EditorContext; media: ReactNode; coverLabel: string }) {
  const { form, required, busy, item } = context;
  return (
    <FormColumns
      main={
        <>
          <FormCard title="Story">
            <TextInput label="Title" required withAsterisk autoComplete="off" {...context.titleProps} />
            <Textarea
              label="Description"
              withAsterisk={required.has('description')}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('description')}
            />
          </FormCard>
          {media}
          <FormCard title="SEO">
            <SeoFields form={form} required={required} />
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
          </FormCard>
          <FormCard title="Cover image">
            <FileUpload
              label={coverLabel}
              withAsterisk={required.has('image')}
              value={form.values.image}
              initialAsset={item?.image ?? null}
              onChange={(assetId) => form.setFieldValue('image', assetId)}
              onUploadingChange={(uploading) => context.setUploading('cover', uploading)}
              error={form.errors.image}
              disabled={busy}
            />
          </FormCard>
        </>
      }
    />
  );
}

function VideoList({ context }: { context: EditorContext }) {
  const { form, busy } = context;
  return (
    <FormCard title="Videos">
      {form.values.videos.length === 0 ? (
        <Text c="gray.8" size="sm">
          No videos yet.
        </Text>
      ) : null}
      <SortableList
        items={form.values.videos}
        noun="video"
        headingOrder={3}
        heading={(_, index) => `Video ${index + 1}`}
        canRemove={() => true}
        onMove={(from, to) => form.reorderListItem('videos', { from, to })}
        onRemove={(index) => form.removeListItem('videos', index)}
        disabled={busy}
        renderItem={(video, index) => (
          <Stack gap="sm">
            <TextInput
              label={`Video ${index + 1} URL`}
              type="url"
              placeholder="https://"
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
  );
}

interface GalleryUpload {
  id: number;
  fileName: string;
  progress: number;
  error: string | null;
}

const galleryKind = uploadKinds.gallery;

/** Several images at once, each with its own progress card; each finished upload joins the gallery. */
function GalleryUploader({ context }: { context: EditorContext }) {
  const { form, busy, setUploading } = context;
  const [uploads, setUploads] = useState<GalleryUpload[]>([]);
  const nextId = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const openRef = useRef<() => void>(null);
  const running = uploads.some((upload) => upload.error === null);

  useEffect(() => setUploading('gallery', running), [running, setUploading]);
  useEffect(() => {
    const current = controllers.current;
    return () => {
      for (const controller of current.values()) controller.abort();
    };
  }, []);

  const update = (id: number, change: Partial<GalleryUpload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const start = (file: File) => {
    nextId.current += 1;
    const id = nextId.current;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setUploads((list) => [...list, { id, fileName: file.name, progress: 0, error: null }]);
    uploadAsset(file, {
      tag: 'gallery',
      name: file.name,
      signal: controller.signal,
      onProgress: (progress) => update(id, { progress }),
    })
      .then((asset) => {
        form.insertListItem('gallery', newGalleryImage({ _id: asset._id, url: asset.url, name: asset.name }));
        setUploads((list) => list.filter((upload) => upload.id !== id));
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        update(id, { error: errorMessage(error) });
      })
      .finally(() => controllers.current.delete(id));
  };

  const reject = (rejections: FileRejection[]) => {
    for (const rejection of rejections) {
      nextId.current += 1;
      const code = rejection.errors[0]?.code;
      const error =
        code === 'file-too-large'
          ? messages.fileTooLarge(Math.round(galleryKind.maxBytes / MB))
          : messages.fileTypeNotAllowed('PNG, JPEG, WebP');
      setUploads((list) => [...list, { id: nextId.current, fileName: rejection.file.name, progress: 0, error }]);
    }
  };

  return (
    <Stack gap="xs">
      <Dropzone
        openRef={openRef}
        onDrop={(files) => {
          for (const file of files) start(file);
        }}
        onReject={reject}
        accept={[...galleryKind.mimeTypes]}
        maxSize={galleryKind.maxBytes}
        multiple
        disabled={busy}
        activateOnClick={false}
        activateOnKeyboard={false}
        radius="md"
      >
        <Group justify="center" gap="md" mih={80}>
          <IconPhoto size={32} stroke={1.5} aria-hidden="true" />
          <Stack gap={2}>
            <Text>Drag images here, or</Text>
            <Text size="sm" c="gray.8" id="gallery-upload-hint">
              PNG, JPEG, WebP; several at once
            </Text>
          </Stack>
          <Button
            variant="default"
            onClick={() => openRef.current?.()}
            disabled={busy}
            aria-describedby="gallery-upload-hint"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
          >
            Choose images
          </Button>
        </Group>
      </Dropzone>
      {uploads.map((upload) => (
        <Card key={upload.id} withBorder radius="md" p="sm" data-testid="upload-card">
          <Group wrap="nowrap" gap="sm">
            <ThemeIcon size={40} radius="sm" variant="light" color={upload.error ? 'red' : 'blue'}>
              {upload.error ? <IconX aria-hidden="true" /> : <IconUpload aria-hidden="true" />}
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={500} title={upload.fileName}>
                  {shortFileName(upload.fileName)}
                </Text>
                {upload.error ? (
                  <Badge color="red" variant="light" size="sm">
                    Upload failed
                  </Badge>
                ) : null}
              </Group>
              {upload.error ? (
                <Text size="sm" c="red.9" role="alert">
                  {upload.error}
                </Text>
              ) : (
                <Progress value={upload.progress} animated aria-label={`Uploading ${upload.fileName}`} />
              )}
            </Stack>
            {upload.error ? (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                aria-label={`Dismiss ${upload.fileName}`}
                onClick={() => setUploads((list) => list.filter((entry) => entry.id !== upload.id))}
              >
                Dismiss
              </Button>
            ) : (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                aria-label={`Cancel ${upload.fileName}`}
                onClick={() => {
                  controllers.current.get(upload.id)?.abort();
                  setUploads((list) => list.filter((entry) => entry.id !== upload.id));
                }}
              >
                Cancel
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function GalleryList({ context }: { context: EditorContext }) {
  const { form, busy } = context;
  return (
    <FormCard title="Images">
      <GalleryUploader context={context} />
      {form.values.gallery.length === 0 ? (
        <Text c="gray.8" size="sm">
          No images yet.
        </Text>
      ) : null}
      <SortableList
        items={form.values.gallery}
        noun="image"
        heading={(_, index) => `Image ${index + 1}`}
        canRemove={() => true}
        onMove={(from, to) => form.reorderListItem('gallery', { from, to })}
        onRemove={(index) => form.removeListItem('gallery', index)}
        disabled={busy}
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
  );
}

function VideoEditor(props: EditorScreenProps) {
  return (
    <ContentEditor type="Video" {...props}>
      {(context) => <MediaFields context={context} coverLabel="Cover image" media={<VideoList context={context} />} />}
    </ContentEditor>
  );
}

function GalleryEditor(props: EditorScreenProps) {
  return (
    <ContentEditor type="Gallery" {...props}>
      {(context) => (
        <MediaFields context={context} coverLabel="Cover image" media={<GalleryList context={context} />} />
      )}
    </ContentEditor>
  );
}

export function VideoCreatePage() {
  return <VideoEditor item={null} />;
}

export function VideoEditPage() {
  return <ContentEditRoute type="Video" render={(props) => <VideoEditor {...props} />} />;
}

export function GalleryCreatePage() {
  return <GalleryEditor item={null} />;
}

export function GalleryEditPage() {
  return <ContentEditRoute type="Gallery" render={(props) => <GalleryEditor {...props} />} />;
}
