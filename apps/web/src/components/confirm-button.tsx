import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

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
