import { Button, Checkbox, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { type Editor, useEditorState } from '@tiptap/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';

/** Tells the link control of this editor to open (the Mod-K shortcut). */
export const EDIT_LINK_EVENT = 'masthead-edit-link';

/** Add, change or remove the link on the selection; every control in it is labelled. */
export function LinkControl({ editor }: { editor: Editor | null }) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [external, setExternal] = useState(false);
  const isLink = useEditorState({ editor, selector: ({ editor: current }) => current?.isActive('link') ?? false });

  const open = useCallback(() => {
    if (!editor) return;
    const attributes = editor.getAttributes('link') as { href?: string; target?: string | null };
    setUrl(attributes.href ?? '');
    setExternal(attributes.target === '_blank');
    setOpened(true);
  }, [editor]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    dom.addEventListener(EDIT_LINK_EVENT, open);
    return () => dom.removeEventListener(EDIT_LINK_EVENT, open);
  }, [editor, open]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The dropdown renders in a portal, but React still bubbles its submit to the content form.
    event.stopPropagation();
    if (!editor) return;
    const href = url.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href, target: external ? '_blank' : null }).run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus withinPortal position="bottom" shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => (opened ? setOpened(false) : open())}
          active={isLink ?? false}
          aria-label="Insert link"
          title="Insert link (Ctrl+K)"
        >
          <IconLink size={16} stroke={1.5} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown aria-label="Link">
        <form onSubmit={save}>
          <Stack gap="xs" w={300}>
            <TextInput
              label="Link address"
              type="url"
              placeholder="https://example.com/"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              data-autofocus
              autoComplete="off"
            />
            <Checkbox
              label="Open in a new tab"
              checked={external}
              onChange={(event) => setExternal(event.currentTarget.checked)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" size="xs">
                Save link
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
