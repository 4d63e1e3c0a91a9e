import { Button, Group, Image, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconAlt } from '@tabler/icons-react';
import { NodeSelection } from '@tiptap/pm/state';
import { type Editor, useEditorState } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../dialog';

interface SelectedImage {
  pos: number;
  src: string;
  alt: string;
}

/** The image the selection is on, if it is on one. */
export function selectedImage(editor: Editor | null): SelectedImage | null {
  const selection = editor?.state.selection;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return null;
  const { src, alt } = selection.node.attrs as { src?: string | null; alt?: string | null };
  return { pos: selection.from, src: src ?? '', alt: alt ?? '' };
}

/**
 * The "Alt text" toolbar control: usable while an image in the text is selected, it opens a dialog that
 * sets the image's alternative text. It stays focusable (aria-disabled) otherwise, so it can be found.
 */
export function ImageAltControl({ editor }: { editor: Editor | null }) {
  const image = useEditorState({ editor, selector: ({ editor: current }) => selectedImage(current) });
  const [editing, setEditing] = useState<SelectedImage | null>(null);
  const [alt, setAlt] = useState('');

  const open = () => {
    if (!image) return;
    setAlt(image.alt);
    setEditing(image);
  };

  // Back to the text, where the image stays selected.
  const close = () => {
    setEditing(null);
    editor?.commands.focus();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React still bubbles its submit to the content form.
    event.stopPropagation();
    if (!editor || !editing) return;
    const { pos } = editing;
    editor
      .chain()
      .command(({ tr }) => {
        tr.setNodeAttribute(pos, 'alt', alt.trim());
        return true;
      })
      .run();
    close();
  };

  return (
    <>
      <RichTextEditor.Control
        onClick={open}
        aria-label="Alt text"
        title={image ? 'Alternative text of the selected image' : 'Alt text: select an image in the text first'}
        aria-disabled={image ? undefined : true}
        data-disabled={image ? undefined : true}
      >
        <IconAlt size={16} stroke={1.5} aria-hidden="true" />
      </RichTextEditor.Control>
      <Dialog opened={editing !== null} onClose={close} returnFocus={false} title="Image alt text">
        <form onSubmit={save}>
          <Stack gap="sm">
            {editing?.src ? (
              <Image
                src={editing.src}
                alt=""
                h={140}
                w="auto"
                maw="100%"
                fit="contain"
                radius="sm"
                bg="var(--masthead-page)"
              />
            ) : null}
            <TextInput
              label="Alternative text"
              description="What the image shows, for readers who cannot see it. Leave empty if it is only decoration."
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
              data-autofocus
              autoComplete="off"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Save alt text</Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
