import type { Extensions } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Mathematics from '@tiptap/extension-mathematics';
import Placeholder from '@tiptap/extension-placeholder';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { EDIT_LINK_EVENT } from './link-control';
import { NoteHighlights } from './note-highlights';
import { suggestChangesExtension, suggestionSchemaExtensions } from './suggestions';
import type { RichTextCollaboration, RichTextNoteMark } from './types';

export type FormulaKind = 'inline' | 'block';

export interface RichTextExtensionOptions {
  placeholder?: string;
  onFormulaClick?: (kind: FormulaKind, node: ProseMirrorNode, pos: number) => void;
  /** Joins a live working copy: the text lives in the shared fragment, others' carets show. */
  collaboration?: RichTextCollaboration;
  /** The open notes to mark in the text (read at each redraw); with a working copy only. */
  noteMarks?: () => RichTextNoteMark[];
  /** Ctrl/Cmd+Alt+M: a note on the selected words. */
  onAddNote?: () => void;
}

/** A caret of someone else: a coloured bar with the name above it. */
function caretOf(user: Record<string, unknown>): HTMLElement {
  const caret = document.createElement('span');
  caret.className = 'collaboration-carets__caret';
  // Who is where is said by the presence list; inside the text the name would be read as text.
  caret.setAttribute('aria-hidden', 'true');
  caret.contentEditable = 'false';
  caret.style.borderColor = String(user.color);
  const label = document.createElement('span');
  label.className = 'collaboration-carets__label';
  label.style.backgroundColor = String(user.color);
  label.textContent = String(user.name);
  caret.append(label);
  return caret;
}

/**
 * The one list of what the rich text can hold, for the editor and for everything that reads or
 * writes the same content outside it (the working copy's seed, its HTML). Same list, same schema.
 */
export function richTextExtensions(options: RichTextExtensionOptions = {}): Extensions {
  const { collaboration, onFormulaClick } = options;
  const extensions: Extensions = [
    // With a working copy, undo is the collaboration's own: it takes back only this person's changes.
    StarterKit.configure({
      link: false,
      // The document of `suggestionSchemaExtensions` (it may carry suggestion marks on blocks).
      document: false,
      heading: { levels: [2, 3, 4] },
      ...(collaboration ? { undoRedo: false } : {}),
    }),
    Link.extend({
      addKeyboardShortcuts() {
        return {
          'Mod-k': () => {
            this.editor.view.dom.dispatchEvent(new Event(EDIT_LINK_EVENT));
            return true;
          },
        };
      },
    }).configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ...suggestionSchemaExtensions,
    Image.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder: options.placeholder ?? 'Write here…' }),
    Mathematics.configure({
      katexOptions: { throwOnError: false },
      inlineOptions: { onClick: (node, pos) => onFormulaClick?.('inline', node, pos) },
      blockOptions: { onClick: (node, pos) => onFormulaClick?.('block', node, pos) },
    }),
  ];
  if (collaboration && options.noteMarks) {
    const onAddNote = options.onAddNote;
    extensions.push(
      NoteHighlights.configure({ notes: options.noteMarks }).extend({
        addKeyboardShortcuts() {
          return {
            'Mod-Alt-m': () => {
              onAddNote?.();
              return true;
            },
          };
        },
      }),
    );
  }
  if (collaboration) {
    extensions.push(
      suggestChangesExtension(collaboration.user.id),
      Collaboration.configure({ fragment: collaboration.fragment }),
      CollaborationCaret.configure({
        provider: collaboration.provider,
        user: collaboration.user,
        render: caretOf,
        // A light tint: text under someone else's selection keeps its contrast.
        selectionRender: (user) => ({
          nodeName: 'span',
          class: 'collaboration-carets__selection',
          style: `background-color: ${String(user.color)}24`,
        }),
      }),
    );
  }
  return extensions;
}
