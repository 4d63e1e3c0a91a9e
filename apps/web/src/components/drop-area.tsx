import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';

export type { FileRejection };

export interface DropAreaProps {
  /** The button's text, e.g. 'Choose cover image': a click on it opens the file chooser. */
  buttonLabel: string;
  /** What may be dropped, e.g. 'Drag an image here, or'. */
  prompt: string;
  /** Types and size, tied to the button as its description. */
  hint: string;
  hintId: string;
  describedBy?: string;
  icon: ReactNode;
  mimeTypes: readonly string[];
  maxBytes: number;
  multiple: boolean;
  disabled?: boolean;
  /** Files in the order the person chose or dropped them. */
  onFiles: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  /** Labels the hidden file input for assistive technology. */
  inputLabel: string;
}

/**
 * A dashed area that takes dropped files, with a real button that opens the file chooser on
 * a click or Enter/Space. The area itself is not a second control (no click, no Tab stop).
 */
export function DropArea({
  buttonLabel,
  prompt,
  hint,
  hintId,
  describedBy,
  icon,
  mimeTypes,
  maxBytes,
  multiple,
  disabled,
  onFiles,
  onReject,
  inputLabel,
}: DropAreaProps) {
  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept: Object.fromEntries(mimeTypes.map((mime) => [mime, []])),
    maxSize: maxBytes,
    multiple,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      if (accepted.length > 0) onFiles(accepted);
      if (rejected.length > 0) onReject(rejected);
    },
  });
  const borderColor = isDragReject
    ? 'var(--mantine-color-red-6)'
    : isDragActive
      ? 'var(--mantine-color-blue-6)'
      : 'var(--mantine-color-default-border)';

  return (
    <Box
      {...getRootProps()}
      p="md"
      style={{
        border: `2px dashed ${borderColor}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: isDragActive ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-body)',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input {...getInputProps({ 'aria-label': inputLabel })} />
      <Group justify="center" gap="md" mih={72} wrap="wrap">
        {icon}
        <Stack gap={2}>
          <Text size="md">{prompt}</Text>
          <Text size="sm" c="var(--masthead-muted)" id={hintId}>
            {hint}
          </Text>
        </Stack>
        <Button
          variant="default"
          onClick={open}
          disabled={disabled}
          aria-describedby={describedBy ?? hintId}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
        >
          {buttonLabel}
        </Button>
      </Group>
    </Box>
  );
}
