import { Badge, Box, Button, Card, Group, Image, Input, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Asset,
  type AssetRef,
  messages,
  shortFileName,
  type UploadKind,
  uploadKindMaxMb,
  uploadKinds,
} from '@masthead/contract';
import { IconFile, IconMovie, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { uploadAsset } from '../api/upload';
import { DropArea, type FileRejection } from './drop-area';
import { UploadOverlay } from './upload-overlay';

type CardState =
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; fileName: string; url: string; uploaded: boolean }
  | { status: 'error'; fileName: string; errorType: string; message: string };

type Attempt = Extract<CardState, { status: 'uploading' | 'error' }>;
type Chosen = Extract<CardState, { status: 'done' }>;

/** Short labels for why an upload failed, shown on the error card. */
const errorTypeLabels: Record<string, string> = {
  'file-too-large': 'Too large',
  PAYLOAD_TOO_LARGE: 'Too large',
  'file-invalid-type': 'Wrong type',
  UNSUPPORTED_MEDIA_TYPE: 'Wrong type',
  'too-many-files': 'Too many files',
  NETWORK: 'Network error',
};

function errorType(code: string): string {
  return errorTypeLabels[code] ?? 'Upload failed';
}

/** How each upload kind reads in the drop area and while it uploads (its types: the contract's label). */
const kindTexts: Record<UploadKind, { noun: string; overlay: string }> = {
  image: { noun: 'an image', overlay: messages.pleaseWaitUploading },
  gallery: { noun: 'an image', overlay: messages.pleaseWaitUploading },
  video: { noun: 'a video', overlay: messages.videoUploading },
  epaper: { noun: 'a PDF', overlay: messages.pleaseWaitUploading },
  advertisement: { noun: 'an image', overlay: messages.pleaseWaitUploading },
  sitemap: { noun: 'an XML sitemap', overlay: messages.pleaseWaitUploading },
  robots: { noun: 'a robots.txt', overlay: messages.pleaseWaitUploading },
};

function isImageKind(kind: UploadKind): boolean {
  return kind === 'image' || kind === 'gallery' || kind === 'advertisement';
}

/** A field's label inside a sentence: "Cover Image" → "cover image", an acronym stays as written ("PDF"). */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

export interface FileUploadProps {
  label: string;
  kind?: UploadKind;
  /** The chosen asset's id, or null. */
  value: string | null;
  /** The asset already stored with the record, shown until replaced. */
  initialAsset?: AssetRef | null;
  onChange: (assetId: string | null) => void;
  /** The whole uploaded asset (or null when removed), for forms that show it elsewhere. */
  onAsset?: (asset: Asset | null) => void;
  /** Marks the field as needed (e.g. to publish) without making the browser enforce it. */
  withAsterisk?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** An image is shown as large as the field is wide (a cover, judged by how it looks), not as a thumbnail. */
  largePreview?: boolean;
}

/** Drop or pick one file; it uploads at once with a progress card, and the form keeps the asset id. */
export function FileUpload({
  label,
  kind = 'image',
  value,
  initialAsset,
  onChange,
  onAsset,
  withAsterisk,
  onUploadingChange,
  error,
  disabled,
  largePreview = false,
}: FileUploadProps) {
  const limits = uploadKinds[kind];
  const texts = kindTexts[kind];
  const maxMb = uploadKindMaxMb(kind);
  const hintId = useId();
  const errorId = useId();
  // The file the form holds, and separately the latest attempt: a failed attempt keeps the chosen file.
  const [chosen, setChosen] = useState<Chosen | null>(() =>
    initialAsset && value === initialAsset._id
      ? { status: 'done', fileName: initialAsset.name, url: initialAsset.url, uploaded: false }
      : null,
  );
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const uploading = attempt?.status === 'uploading';

  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setAttempt({ status: 'uploading', fileName: file.name, progress: 0 });
    try {
      const asset = await uploadAsset(file, {
        tag: kind,
        name: file.name,
        signal: controller.signal,
        onProgress: (progress) =>
          setAttempt((current) => (current?.status === 'uploading' ? { ...current, progress } : current)),
      });
      setAttempt(null);
      setChosen({ status: 'done', fileName: asset.name || file.name, url: asset.url, uploaded: true });
      onChange(asset._id);
      onAsset?.(asset);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const code = failure instanceof ApiError ? failure.code : 'INTERNAL';
      const message = failure instanceof ApiError ? failure.message : messages.uploadFailed;
      setAttempt({ status: 'error', fileName: file.name, errorType: errorType(code), message });
    }
  };

  const reject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    const code = first.errors[0]?.code ?? 'INTERNAL';
    let message: string = messages.uploadFailed;
    if (code === 'file-too-large') message = messages.fileTooLarge(maxMb);
    else if (code === 'file-invalid-type') message = messages.fileTypeNotAllowed(limits.label);
    else if (code === 'too-many-files') message = messages.fileRequired;
    setAttempt({ status: 'error', fileName: first.file.name, errorType: errorType(code), message });
  };

  const remove = () => {
    setChosen(null);
    onChange(null);
    onAsset?.(null);
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      withAsterisk={withAsterisk}
      error={error}
      errorProps={{ id: errorId }}
      data-invalid-field={error ? 'true' : undefined}
    >
      <Box pos="relative" mt={4}>
        <UploadOverlay visible={uploading}>
          <Group gap="sm" role="status" aria-live="polite">
            <IconUpload size={20} aria-hidden="true" />
            <Text fw={500}>{texts.overlay}</Text>
          </Group>
        </UploadOverlay>
        <DropArea
          buttonLabel={`Choose ${inSentence(label)}`}
          prompt={`Drag ${texts.noun} here, or`}
          hint={`${limits.label}, at most ${maxMb >= 1024 ? `${maxMb / 1024} GB` : `${maxMb} MB`}`}
          hintId={hintId}
          describedBy={describedBy}
          inputLabel={label}
          icon={
            kind === 'video' ? (
              <IconMovie size={36} stroke={1.5} aria-hidden="true" />
            ) : kind === 'epaper' || kind === 'sitemap' || kind === 'robots' ? (
              <IconFile size={36} stroke={1.5} aria-hidden="true" />
            ) : (
              <IconPhoto size={36} stroke={1.5} aria-hidden="true" />
            )
          }
          mimeTypes={limits.mimeTypes}
          maxBytes={limits.maxBytes}
          multiple={false}
          disabled={disabled || uploading}
          onFiles={(files) => {
            const file = files[0];
            if (file) void upload(file);
          }}
          onReject={reject}
        />
      </Box>
      {attempt ? (
        <UploadCard
          card={attempt}
          kind={kind}
          actionLabel="Dismiss"
          actionName={`Dismiss ${attempt.fileName}`}
          onAction={() => setAttempt(null)}
        />
      ) : null}
      {chosen && value ? (
        <UploadCard
          card={chosen}
          kind={kind}
          actionLabel="Remove"
          actionName={`Remove ${label.toLowerCase()}`}
          onAction={remove}
          disabled={disabled || uploading}
          largePreview={largePreview}
        />
      ) : null}
    </Input.Wrapper>
  );
}

interface UploadCardProps {
  largePreview?: boolean;
  card: CardState;
  kind: UploadKind;
  actionLabel: string;
  actionName: string;
  onAction: () => void;
  disabled?: boolean;
}

function UploadCard({ card, kind, actionLabel, actionName, onAction, disabled, largePreview }: UploadCardProps) {
  const large = largePreview && card.status === 'done' && isImageKind(kind);
  return (
    <Card withBorder radius="md" mt="sm" p="sm" data-testid="upload-card">
      {large && card.status === 'done' ? (
        <Image
          src={card.url}
          alt={card.fileName}
          w="100%"
          h={200}
          fit="contain"
          radius="sm"
          mb="xs"
          bg="var(--masthead-page)"
        />
      ) : null}
      <Group wrap="nowrap" gap="sm" align="center">
        {large ? null : card.status === 'done' && isImageKind(kind) ? (
          <Image src={card.url} alt={card.fileName} w={48} h={48} radius="sm" fit="cover" />
        ) : card.status === 'done' ? (
          <ThemeIcon size={48} radius="sm" variant="light" color="gray">
            {kind === 'video' ? <IconMovie aria-hidden="true" /> : <IconFile aria-hidden="true" />}
          </ThemeIcon>
        ) : (
          <ThemeIcon size={48} radius="sm" variant="light" color={card.status === 'error' ? 'red' : 'blue'}>
            {card.status === 'error' ? <IconX aria-hidden="true" /> : <IconUpload aria-hidden="true" />}
          </ThemeIcon>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={500} title={card.fileName}>
              {shortFileName(card.fileName)}
            </Text>
            {card.status === 'error' ? (
              <Badge color="red" variant="light" size="sm">
                {card.errorType}
              </Badge>
            ) : null}
          </Group>
          {card.status === 'uploading' ? (
            <Progress value={card.progress} size="md" animated aria-label={`Uploading ${card.fileName}`} />
          ) : null}
          {card.status === 'uploading' && kind === 'epaper' && card.progress >= 100 ? (
            // The bytes are there; the server is rendering the pages.
            <Text size="sm" c="var(--masthead-muted)">
              {messages.pdfReadingPages}
            </Text>
          ) : null}
          {card.status === 'done' && card.uploaded ? (
            <Progress value={100} size="md" color="green" aria-label={`Uploaded ${card.fileName}`} />
          ) : null}
          {card.status === 'error' ? (
            <Text size="sm" c="var(--masthead-danger)" role="alert">
              {card.message}
            </Text>
          ) : null}
        </Stack>
        {card.status === 'uploading' ? null : (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            onClick={onAction}
            disabled={disabled}
            aria-label={actionName}
          >
            {actionLabel}
          </Button>
        )}
      </Group>
    </Card>
  );
}
