import { Fieldset, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { fieldLabelOf } from '../../../live/presence-model';
import readOnlyClasses from './read-only.module.css';

export interface EditorFormFrameProps {
  readOnly: boolean;
  /** The field this person is in (a label), or null on leaving the form: shown to the others in the item. */
  onFieldChange: (field: string | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void;
  onSave: () => void;
  /** The fields. */
  children: ReactNode;
  actionBar: ReactNode;
}

/** The form element of a content form: its fields, read-only as a whole when need be, and its action bar. */
export function EditorFormFrame({
  readOnly,
  onFieldChange,
  onKeyDown,
  onSave,
  children,
  actionBar,
}: EditorFormFrameProps) {
  return (
    <form
      noValidate
      onFocus={(event) => onFieldChange(fieldLabelOf(event.target))}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFieldChange(null);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) onSave();
      }}
    >
      {readOnly ? null : (
        <Text size="sm" c="var(--masthead-muted)" mb="md">
          Fields marked * are needed to publish; a draft needs only a title.
        </Text>
      )}
      {/* A disabled fieldset makes every native control inside read-only at once; the rich text follows `readOnly`. */}
      <Fieldset
        variant="unstyled"
        disabled={readOnly}
        className={readOnly ? readOnlyClasses.readOnly : undefined}
        p={0}
        m={0}
        miw={0}
      >
        {children}
      </Fieldset>
      {actionBar}
    </form>
  );
}
