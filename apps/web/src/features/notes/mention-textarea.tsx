import { Combobox, Textarea, useCombobox } from '@mantine/core';
import { useRef, useState } from 'react';
import { useUserOptions } from '../cms/cms-api';
import { insertMention, mentionedIds, mentionQuery, type Person, peopleFor } from './mention-text';

export interface MentionDraft {
  text: string;
  /** The people chosen while writing (`mentionsOf` keeps those still named). */
  chosen: Person[];
}

export const emptyDraft: MentionDraft = { text: '', chosen: [] };

/** The ids to send: people chosen and still named in the text. */
export function mentionsOf(draft: MentionDraft): string[] {
  return mentionedIds(draft.text, draft.chosen);
}

export interface MentionTextareaProps {
  label: string;
  value: MentionDraft;
  onChange: (draft: MentionDraft) => void;
  error?: string;
  autoFocus?: boolean;
  /** Ctrl/Cmd+Enter sends. */
  onSubmit?: () => void;
}

/**
 * A note's text: typing '@' and the start of a name offers colleagues (↓/↑ and Enter, or a
 * click); the chosen one is written '@Full Name' and mentioned when the note is sent.
 */
export function MentionTextarea({ label, value, onChange, error, autoFocus, onSubmit }: MentionTextareaProps) {
  const people = useUserOptions().data ?? [];
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const offered = query ? peopleFor(query.query, people) : [];

  const look = (text: string, caret: number) => {
    const found = mentionQuery(text, caret);
    setQuery(found);
    if (found && peopleFor(found.query, people).length > 0) {
      combobox.openDropdown();
      combobox.updateSelectedOptionIndex('active');
    } else combobox.closeDropdown();
  };

  const choose = (id: string) => {
    const person = people.find((candidate) => candidate._id === id);
    const element = ref.current;
    if (!person || !query || !element) return;
    const next = insertMention(value.text, query.start, element.selectionStart ?? value.text.length, person.name);
    onChange({ text: next.text, chosen: [...value.chosen, person] });
    setQuery(null);
    combobox.closeDropdown();
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target targetType="input">
        <Textarea
          ref={ref}
          label={label}
          description="Type @ and a name to mention a colleague; Ctrl+Enter sends"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={5000}
          value={value.text}
          error={error}
          data-autofocus={autoFocus ? true : undefined}
          onChange={(event) => {
            const { value: text, selectionStart } = event.currentTarget;
            onChange({ ...value, text });
            look(text, selectionStart ?? text.length);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onSubmit?.();
            }
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={offered.length === 0}>
        <Combobox.Options aria-label="People to mention">
          {offered.map((person) => (
            <Combobox.Option value={person._id} key={person._id}>
              {person.name}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
