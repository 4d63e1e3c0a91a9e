import { Button, type ButtonProps, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** What declining says ('Cancel' unless told). */
  cancelLabel?: string;
  color?: ButtonProps['color'];
  /** Which button has focus when the dialog opens: the safe one for actions that lose work. */
  focus?: 'confirm' | 'cancel';
  /** Runs on confirm; the dialog stays open (its button busy) until it settles, then closes. */
  onConfirm: () => unknown;
}

/** The one confirmation: the question, the declining button and the confirming one. */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  color,
  focus = 'confirm',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports the failure; the dialog closes so the reason is visible.
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={title} busy={busy}>
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus={focus === 'cancel' || undefined}>
          {cancelLabel}
        </Button>
        <Button
          color={color}
          onClick={() => void confirm()}
          loading={busy}
          data-autofocus={focus === 'confirm' || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
