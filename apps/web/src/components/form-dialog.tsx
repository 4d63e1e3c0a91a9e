import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form in a dialog (Add / Edit): its title, a Close that is off while saving, and the form
 * mounted afresh each time the dialog opens.
 */
export function FormDialog({
  opened,
  onClose,
  title,
  busy = false,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  busy?: boolean;
  size?: ModalRootProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={busy ? () => undefined : onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": a dialog's header is not the page's banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={600} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" disabled={busy} />
        </Modal.Header>
        <Modal.Body>{opened ? children : null}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
