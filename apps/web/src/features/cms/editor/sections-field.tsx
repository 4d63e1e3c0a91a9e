import { Button, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { startTransition, useEffect, useRef } from 'react';
import { RichTextField } from '../../../components/rich-text-editor';
import { sharedSection } from '../../../live/working-copy';
import type { EditorContext } from './content-editor';
import { newSection } from './content-model';
import { canRemove } from './list-ops';
import { SortableFormList } from './sortable-form-list';

export interface SectionsFieldProps {
  context: EditorContext;
  /** Lower-case name of one block: 'section' (article body) or 'block' (page). */
  noun: string;
  titleLabel: (position: number) => string;
  contentLabel: (position: number) => string;
  heading: (position: number) => string;
  addLabel: string;
  maxSections?: number;
}

/** The body as sections (title + rich text): the first stays; the others can be added, removed and reordered. */
export function SectionsField({
  context,
  noun,
  titleLabel,
  contentLabel,
  heading,
  addLabel,
  maxSections = 100,
}: SectionsFieldProps) {
  const { form, required, busy } = context;
  const sections = form.values.body;
  const focusKey = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const contentRequired = required.has('body.0.body');

  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    listRef.current
      ?.querySelector<HTMLInputElement>(`[data-sortable-key="${globalThis.CSS.escape(key)}"] input`)
      ?.focus();
  });

  const add = () => {
    const section = newSection();
    focusKey.current = section.key;
    form.insertListItem('body', section);
  };

  return (
    <Stack gap="md" ref={listRef}>
      <SortableFormList
        context={context}
        path="body"
        noun={noun}
        heading={(_, index) => heading(index + 1)}
        canRemove={(index) => canRemove(index, true)}
        renderItem={(section, index) => {
          // With a working copy, the editor is bound to this section's shared rich text.
          const shared = context.live ? sharedSection(context.live.doc, section.key) : null;
          const collaboration =
            context.live && shared
              ? { fragment: shared.body, provider: context.live.provider, user: context.live.user }
              : undefined;
          return (
            <Stack gap="sm">
              <TextInput label={titleLabel(index + 1)} {...form.getInputProps(`body.${index}.title`)} />
              <RichTextField
                key={collaboration ? 'live' : 'local'}
                collaboration={collaboration}
                suggesting={context.suggesting}
                mayReviewSuggestions={context.mayReviewSuggestions}
                notes={
                  collaboration && context.notes
                    ? {
                        marks: context.notes.marksFor(section.key),
                        onAdd: (selection) => context.notes?.onAdd(section.key, selection),
                        onOpen: (id) => context.notes?.onOpen(id),
                        register: context.notes.registerFor(section.key),
                      }
                    : undefined
                }
                label={contentLabel(index + 1)}
                withAsterisk={contentRequired}
                value={section.body}
                onChange={(html) => {
                  // The editor keeps its own text and the form stores it at once (save reads the stored values);
                  // only the re-render of the whole form that follows waits, so it never delays the next keystroke.
                  startTransition(() => form.setFieldValue(`body.${index}.body`, html));
                }}
                error={form.errors[`body.${index}.body`]}
                required={contentRequired}
                readOnly={context.readOnly}
              />
            </Stack>
          );
        }}
      />
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={add}
        disabled={busy || sections.length >= maxSections}
        style={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
