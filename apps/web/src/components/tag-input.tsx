import { Badge, Button, Group, TextInput, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { addTags, removeTag, tagKeyAction } from './tag-input-logic';

export interface TagInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  maxTags?: number;
  /** Tags in use that fit what is typed, offered under the field (`onDraftChange` says what is typed). */
  suggestions?: string[];
  onDraftChange?: (draft: string) => void;
}

/**
 * Free tags: comma, Tab or Enter adds what was typed (if new); clicking a tag removes it (SPEC §5).
 * With `suggestions`, tags already in use that fit what is typed are offered under the field:
 * clicked, or reached with ↓ and pressed, one is added.
 */
export function TagInput({
  label,
  value,
  onChange,
  description,
  error,
  disabled,
  maxTags = 50,
  suggestions = [],
  onDraftChange,
}: TagInputProps) {
  const [draft, setDraftState] = useState('');
  const full = value.length >= maxTags;
  const inputRef = useRef<HTMLInputElement>(null);
  const offeredRef = useRef<HTMLDivElement>(null);
  const setDraft = (next: string) => {
    setDraftState(next);
    onDraftChange?.(next);
  };
  const taken = new Set(value.map((tag) => tag.toLowerCase()));
  const offered = draft.trim() === '' ? [] : suggestions.filter((tag) => !taken.has(tag.toLowerCase())).slice(0, 8);

  const commit = () => {
    onChange(addTags(value, draft).slice(0, maxTags));
    setDraft('');
  };
  const choose = (tag: string) => {
    onChange(addTags(value, tag).slice(0, maxTags));
    setDraft('');
    inputRef.current?.focus();
  };

  const tags =
    value.length > 0 ? (
      <Group
        component="ul"
        gap={6}
        p={0}
        aria-label={`${label} added`}
        style={{ listStyle: 'none', margin: '0 0 6px' }}
      >
        {value.map((tag) => (
          <li key={tag}>
            <UnstyledButton
              onClick={() => onChange(removeTag(value, tag))}
              disabled={disabled}
              aria-label={`Remove tag ${tag}`}
              style={{ borderRadius: 16 }}
            >
              <Badge
                variant="light"
                color="blue"
                size="lg"
                tt="none"
                c="var(--masthead-link)"
                rightSection={<IconX size={12} aria-hidden="true" />}
                style={{ cursor: 'pointer' }}
              >
                {tag}
              </Badge>
            </UnstyledButton>
          </li>
        ))}
      </Group>
    ) : null;

  const offeredList =
    offered.length > 0 && !disabled ? (
      <Group
        component="ul"
        ref={offeredRef}
        gap={6}
        p={0}
        mt={6}
        aria-label={`${label} in use`}
        style={{ listStyle: 'none', margin: 0 }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') inputRef.current?.focus();
        }}
      >
        {offered.map((tag) => (
          <li key={tag}>
            <Button size="compact-xs" variant="default" onClick={() => choose(tag)} aria-label={`Add tag ${tag}`}>
              + {tag}
            </Button>
          </li>
        ))}
      </Group>
    ) : null;

  return (
    <TextInput
      ref={inputRef}
      label={label}
      description={
        description ??
        (suggestions.length > 0
          ? 'Comma or Tab adds a tag; ↓ goes to tags in use; click a tag to remove it'
          : 'Comma or Tab adds a tag; click a tag to remove it')
      }
      error={error}
      placeholder={full ? `At most ${maxTags} tags` : 'Type a tag'}
      value={draft}
      disabled={disabled || full}
      inputContainer={(input) => (
        <>
          {tags}
          {input}
          {offeredList}
        </>
      )}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && offered.length > 0) {
          event.preventDefault();
          offeredRef.current?.querySelector('button')?.focus();
          return;
        }
        const action = tagKeyAction(event.key, draft);
        if (action === 'default') return;
        event.preventDefault();
        if (action === 'commit') commit();
      }}
      onPaste={(event) => {
        const text = event.clipboardData.getData('text');
        if (!text.includes(',')) return;
        event.preventDefault();
        onChange(addTags(value, `${draft},${text}`).slice(0, maxTags));
        setDraft('');
      }}
      onBlur={(event) => {
        // Moving into the tags in use keeps what is typed: choosing one replaces it.
        if (offeredRef.current?.contains(event.relatedTarget as Node | null)) return;
        if (draft.trim() !== '') commit();
      }}
    />
  );
}
