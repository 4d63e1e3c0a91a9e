import { Box, Button, Group, Paper, Text } from '@mantine/core';
import type { CmsItem } from '@masthead/contract';
import { SubmitButton } from '../../../components/submit-button';
import { formatDateTime } from '../../../lib/format';
import type { SaveAction } from './use-content-save';

/**
 * The bar that stays in view under a content form: who changed it last, and its buttons. On a
 * phone it is the buttons only, one short row, so the keyboard leaves room to see the writing.
 */
export function EditorActionBar({
  item,
  pending,
  uploading,
  readOnly,
  mayPublish,
  mayRetract,
  saveLabel,
  publishLabel,
  onRun,
  onPreview,
}: {
  item: CmsItem | null;
  pending: SaveAction | 'preview' | null;
  uploading: boolean;
  readOnly: boolean;
  mayPublish: boolean;
  mayRetract: boolean;
  saveLabel: string;
  publishLabel: string;
  onRun: (action: SaveAction) => void;
  onPreview: () => void;
}) {
  const off = pending !== null || uploading;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 6, sm: 'sm' }}
      mt="lg"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 20, boxShadow: 'var(--mantine-shadow-md)' }}
    >
      <Group justify="space-between" gap="sm">
        <Box>
          {item ? (
            <Text size="sm" c="var(--masthead-muted)" visibleFrom="sm">
              Last updated {formatDateTime(item.updatedAt)}
              {item.updatedBy ? ` by ${item.updatedBy.name}` : ''}
            </Text>
          ) : null}
          {!mayPublish && !readOnly ? (
            <Text size="xs" c="var(--masthead-muted)" visibleFrom="sm">
              Submit for review sends the item to an editor who can publish it.
            </Text>
          ) : null}
          {uploading ? (
            <Text size="xs" c="var(--masthead-muted)" role="status">
              Waiting for uploads to finish…
            </Text>
          ) : null}
        </Box>
        <Group gap="xs" ml="auto" justify="flex-end">
          <Button variant="default" onClick={onPreview} loading={pending === 'preview'} disabled={off}>
            Preview
          </Button>
          {mayRetract ? (
            <Button
              variant="default"
              c="var(--masthead-danger)"
              onClick={() => onRun('retract')}
              loading={pending === 'retract'}
              disabled={off}
            >
              Retract
            </Button>
          ) : null}
          {readOnly ? null : (
            <>
              <SubmitButton variant="default" loading={pending === 'save'} disabled={off}>
                {saveLabel}
              </SubmitButton>
              <SubmitButton
                type="button"
                onClick={() => onRun('publish')}
                loading={pending === 'publish'}
                disabled={off}
              >
                {publishLabel}
              </SubmitButton>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
