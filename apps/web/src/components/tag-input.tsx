import { Badge, Group, TextInput, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { addTags, removeTag, tagKeyAction } from './tag-input-logic';

export interface TagInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  maxTags?: number;
}

/** Free tags: comma, Tab or Enter adds what was typed (if new); clicking a tag removes it (SPEC §5). */
export function TagInput({ label, value, onChange, description, error, disabled, maxTags = 50 }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const full = value.length >= maxTags;

  const commit = () => {
    onChange(addTags(value, draft).slice(0, maxTags));
    setDraft('');
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

  return (
    <TextInput
      label={label}
      description={description ?? 'Comma or Tab adds a tag; click a tag to remove it'}
      error={error}
      placeholder={full ? `At most ${maxTags} tags` : 'Type a tag'}
      value={draft}
      disabled={disabled || full}
      inputContainer={(input) => (
        <>
          {tags}
          {input}
        </>
      )}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
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
      onBlur={() => {
        if (draft.trim() !== '') commit();
      }}
    />
  );
}
