import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'children'> {
  children: ReactNode;
  /** Accessible name when the visible text is not specific enough, e.g. "Block Jane Doe". */
  'aria-label'?: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog stays open (and the button busy) until it settles. */
  onConfirm: () => Promise<unknown>;
}

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  color?: ButtonProps['color'];
  /** Runs on confirm; the dialog stays open (its button busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
}

/** Asks before an action: the question, Cancel and the confirming button. */
export function ConfirmDialog({ opened, onClose, title, message, confirmLabel, color, onConfirm }: ConfirmDialogProps) {
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
    <Modal.Root opened={opened} onClose={busy ? () => undefined : onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": a dialog's header is not the page's banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" disabled={busy} />
        </Modal.Header>
        <Modal.Body>
          {typeof message === 'string' ? <Text>{message}</Text> : message}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button color={color} onClick={confirm} loading={busy} data-autofocus>
              {confirmLabel}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** A button that asks before acting. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  color,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color={color} {...buttonProps} onClick={open}>
        {children}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        color={color}
        onConfirm={onConfirm}
      />
    </>
  );
}
