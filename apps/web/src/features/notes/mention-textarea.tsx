import { Combobox, Textarea, useCombobox } from '@mantine/core';
import { messages } from '@masthead/contract';
import { useEffect, useRef, useState } from 'react';
import { useUserOptions } from '../users';
import { insertMention, mentionedIds, mentionQuery, type Person, peopleFor, unresolvedMentions } from './mention-text';

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

/**
 * Before a note is sent: an '@word' that names nobody is said once (the message to show); sending
 * the same text again keeps it as plain text. Null: send.
 */
export function useMentionCheck(): (draft: MentionDraft) => string | null {
  const warned = useRef<string | null>(null);
  return (draft) => {
    const words = unresolvedMentions(draft.text, draft.chosen);
    if (words.length === 0 || warned.current === draft.text) return null;
    warned.current = draft.text;
    return messages.noteMentionUnresolved(words);
  };
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
 * A note's text: typing '@' and the start of a name offers colleagues, the first one highlighted
 * (Enter or Tab picks it, ↓/↑ another, or a click); the chosen one is written '@Full Name' and
 * mentioned when the note is sent.
 */
export function MentionTextarea({ label, value, onChange, error, autoFocus, onSubmit }: MentionTextareaProps) {
  const people = useUserOptions().data ?? [];
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const offered = query ? peopleFor(query.query, people) : [];
  const offeredKey = offered.map((person) => person._id).join(',');

  const opened = combobox.dropdownOpened;
  const store = useRef(combobox);
  store.current = combobox;
  // Whoever is offered first is highlighted once the options are there: Enter takes a match as shown.
  useEffect(() => {
    if (offeredKey !== '' && opened) store.current.selectFirstOption();
  }, [offeredKey, opened]);

  const look = (text: string, caret: number) => {
    const found = mentionQuery(text, caret);
    setQuery(found);
    if (found && peopleFor(found.query, people).length > 0) combobox.openDropdown();
    else combobox.closeDropdown();
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
            if (event.key === 'Tab' && !event.shiftKey && combobox.dropdownOpened && offered.length > 0) {
              event.preventDefault();
              combobox.clickSelectedOption();
              return;
            }
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
