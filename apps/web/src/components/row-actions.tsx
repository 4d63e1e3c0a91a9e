import { Button, Group } from '@mantine/core';
import type { GeneralStatus } from '@masthead/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { runWithToast } from '../lib/notify';
import { ConfirmButton, type ConfirmButtonProps } from './confirm-button';

/** The buttons of one table row, kept on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {children}
    </Group>
  );
}

/** A row button that opens another screen; `label` names the record too, e.g. "Edit Jane Doe". */
export function RowLinkButton({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="compact-sm" variant="default" aria-label={label}>
      {children}
    </Button>
  );
}

/** A row button that deletes or removes the record after asking; red, like the button that confirms. */
export function RowDeleteButton(props: Omit<ConfirmButtonProps, 'size' | 'variant' | 'c' | 'color'>) {
  return <ConfirmButton size="compact-sm" variant="default" c="var(--masthead-danger)" color="red" {...props} />;
}

export interface RowDeleteProps {
  /** The button's accessible name, naming the record: "Delete Jane Doe". */
  label: string;
  /** The dialog's title and question. */
  title: string;
  message: string;
  /** Deletes the record; its outcome shows as a toast, `done` on success. */
  onDelete: () => Promise<unknown>;
  done: string;
  /** The visible text, also the confirming button's: "Delete". */
  verb?: string;
}

/** A row's delete: asks first, then deletes and reports the outcome as a toast. */
export function RowDelete({ label, title, message, onDelete, done, verb = 'Delete' }: RowDeleteProps) {
  return (
    <RowDeleteButton
      aria-label={label}
      title={title}
      message={message}
      confirmLabel={verb}
      onConfirm={() => runWithToast(onDelete, done)}
    >
      {verb}
    </RowDeleteButton>
  );
}

/** How one kind of record speaks of blocking. */
export interface BlockTexts {
  /** For the dialog title: "Block user". */
  noun: string;
  /** What blocking and unblocking do, said after the question: "Block Jane Doe? <blockEffect>". */
  blockEffect: string;
  unblockEffect: string;
  /** The success toasts. */
  blocked: string;
  unblocked: string;
}

export interface BlockButtonProps {
  /** The record's name, as the button's accessible name and the question show it. */
  name: string;
  status: GeneralStatus;
  texts: BlockTexts;
  setStatus: (status: 'Enable' | 'Disable') => Promise<unknown>;
}

/** Blocks an active record or unblocks a blocked one, after asking; reports the outcome as a toast. */
export function BlockButton({ name, status, texts, setStatus }: BlockButtonProps) {
  const blocked = status === 'Disable';
  const verb = blocked ? 'Unblock' : 'Block';

  return (
    <ConfirmButton
      size="compact-sm"
      variant="default"
      c={blocked ? undefined : 'var(--masthead-danger)'}
      color={blocked ? undefined : 'red'}
      aria-label={`${verb} ${name}`}
      title={`${verb} ${texts.noun}`}
      message={`${verb} ${name}? ${blocked ? texts.unblockEffect : texts.blockEffect}`}
      confirmLabel={verb}
      onConfirm={() =>
        runWithToast(() => setStatus(blocked ? 'Enable' : 'Disable'), blocked ? texts.unblocked : texts.blocked)
      }
    >
      {verb}
    </ConfirmButton>
  );
}
