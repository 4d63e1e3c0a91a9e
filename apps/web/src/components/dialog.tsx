import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one dialog shell: its title, a Close that is off while busy, and the body mounted afresh
 * each time the dialog opens (a form in it starts clean). Forms, confirmations and the rich-text
 * editor's small dialogs are all built on it.
 */
export function Dialog({
  opened,
  onClose,
  title,
  busy = false,
  size,
  returnFocus,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  busy?: boolean;
  size?: ModalRootProps['size'];
  /** Off when closing should leave focus where the dialog's action put it (e.g. in the editor). */
  returnFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal.Root
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      size={size}
      returnFocus={returnFocus}
      centered
    >
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
