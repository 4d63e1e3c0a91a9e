import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { caretAfterSelectedNode } from './caret-after-image';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function insertImage(content: string, at: number): Editor {
  editor = new Editor({ extensions: [StarterKit, Image], content });
  editor
    .chain()
    .insertContentAt(at, { type: 'image', attrs: { src: '/media/a.png', alt: '' } })
    .command(({ tr }) => {
      caretAfterSelectedNode(tr);
      return true;
    })
    .run();
  return editor;
}

describe('caretAfterSelectedNode', () => {
  it('keeps an image inserted into an empty text when typing follows', () => {
    const current = insertImage('', 1);
    current.commands.insertContent('Boats');
    expect(current.getHTML()).toBe('<img src="/media/a.png" alt=""><p>Boats</p>');
  });

  it('types into the paragraph that already follows the image', () => {
    const current = insertImage('<p></p><p>After</p>', 1);
    current.commands.insertContent('Boats ');
    expect(current.getHTML()).toBe('<img src="/media/a.png" alt=""><p>Boats After</p>');
  });

  it('leaves a text selection alone', () => {
    editor = new Editor({ extensions: [StarterKit], content: '<p>Hello</p>' });
    const before = editor.state.selection.toJSON();
    editor.commands.command(({ tr }) => {
      caretAfterSelectedNode(tr);
      return true;
    });
    expect(editor.state.selection.toJSON()).toEqual(before);
  });
});
