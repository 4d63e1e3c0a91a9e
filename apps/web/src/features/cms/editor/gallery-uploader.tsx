import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages, shortFileName, uploadKindMaxMb, uploadKinds } from '@masthead/contract';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { uploadAsset } from '../../../api/upload';
import { DropArea, type FileRejection } from '../../../components/drop-area';
import type { EditorContext } from './content-editor';
import { newGalleryImage } from './content-model';

interface GalleryUpload {
  id: number;
  fileName: string;
  progress: number;
  error: string | null;
  /** Uploaded, waiting for the images chosen before it, so the gallery keeps the chosen order. */
  done?: GalleryImageRef;
}

type GalleryImageRef = Parameters<typeof newGalleryImage>[0];

const galleryKind = uploadKinds.gallery;

/** Several images at once, each with its own progress card; each finished upload joins the gallery. */
export function GalleryUploader({ context }: { context: EditorContext }) {
  const { form, busy, setUploading } = context;
  const [uploads, setUploads] = useState<GalleryUpload[]>([]);
  const nextId = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
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

  // Finished uploads join the gallery in the order they were chosen: an image waits until every
  // image chosen before it has finished (or failed), whichever upload ends first.
  useEffect(() => {
    const ready: GalleryImageRef[] = [];
    for (const upload of uploads) {
      if (upload.error !== null) continue;
      if (!upload.done) break;
      ready.push(upload.done);
    }
    if (ready.length === 0) return;
    for (const image of ready) form.insertListItem('gallery', newGalleryImage(image));
    const joined = new Set(ready);
    setUploads((list) => list.filter((upload) => !upload.done || !joined.has(upload.done)));
  }, [uploads, form]);

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
      .then((asset) => update(id, { progress: 100, done: { _id: asset._id, url: asset.url, name: asset.name } }))
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
          ? messages.fileTooLarge(uploadKindMaxMb('gallery'))
          : messages.fileTypeNotAllowed(galleryKind.label);
      setUploads((list) => [...list, { id: nextId.current, fileName: rejection.file.name, progress: 0, error }]);
    }
  };

  return (
    <Stack gap="xs">
      <DropArea
        buttonLabel="Choose images"
        prompt="Drag images here, or"
        hint={`${galleryKind.label}; several at once`}
        hintId="gallery-upload-hint"
        inputLabel="Gallery images"
        icon={<IconPhoto size={32} stroke={1.5} aria-hidden="true" />}
        mimeTypes={galleryKind.mimeTypes}
        maxBytes={galleryKind.maxBytes}
        multiple
        disabled={busy}
        onFiles={(files) => {
          for (const file of files) start(file);
        }}
        onReject={reject}
      />
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
                <Text size="sm" c="var(--masthead-danger)" role="alert">
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
