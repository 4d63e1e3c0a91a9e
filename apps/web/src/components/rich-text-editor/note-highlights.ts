import { Extension } from '@tiptap/core';
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import type { NoteAnchorJson, RichTextNoteMark } from './types';

export const noteHighlightsKey = new PluginKey('noteHighlights');

interface SyncState {
  doc: Y.Doc;
  type: Y.XmlFragment;
  binding: { mapping: Map<Y.AbstractType<unknown>, unknown> } | null;
}

function syncState(state: EditorState): SyncState | null {
  const ystate = ySyncPluginKey.getState(state) as SyncState | undefined;
  return ystate?.binding ? ystate : null;
}

/** Where a note's words are now, in this editor's text (they move as the text around them changes). */
function rangeOf(state: EditorState, anchor: NoteAnchorJson): { from: number; to: number } | null {
  const sync = syncState(state);
  if (!sync?.binding) return null;
  const resolve = (json: unknown) =>
    relativePositionToAbsolutePosition(
      sync.doc,
      sync.type,
      Y.createRelativePositionFromJSON(json),
      sync.binding?.mapping as never,
    );
  const a = resolve(anchor.anchor);
  const b = resolve(anchor.head);
  if (a === null || b === null || a === b) return null;
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** The selected words as a place that moves with the text, and the words themselves; null with nothing selected. */
export function selectionForNote(state: EditorState): { anchor: NoteAnchorJson; quote: string } | null {
  const sync = syncState(state);
  const { from, to, empty } = state.selection;
  if (!sync?.binding || empty) return null;
  const position = (at: number) =>
    Y.relativePositionToJSON(absolutePositionToRelativePosition(at, sync.type, sync.binding?.mapping as never));
  const quote = state.doc.textBetween(from, to, ' ').trim();
  if (!quote) return null;
  return { anchor: { anchor: position(from), head: position(to) }, quote };
}

/**
 * Marks the words open notes are on (resolved ones are not marked), the note being read more
 * strongly. The marks are decorations: never part of the text, so never saved or published.
 */
export const NoteHighlights = Extension.create<{ notes: () => RichTextNoteMark[] }>({
  name: 'noteHighlights',
  addOptions() {
    return { notes: () => [] };
  },
  addProseMirrorPlugins() {
    const notes = this.options.notes;
    return [
      new Plugin({
        key: noteHighlightsKey,
        props: {
          decorations: (state) => {
            const decorations: Decoration[] = [];
            for (const note of notes()) {
              const range = rangeOf(state, note.anchor);
              if (!range) continue;
              decorations.push(
                Decoration.inline(range.from, range.to, {
                  class: note.active ? 'masthead-note masthead-note-active' : 'masthead-note',
                  'data-note': note.id,
                }),
              );
            }
            return decorations.length > 0 ? DecorationSet.create(state.doc, decorations) : null;
          },
        },
      }),
    ];
  },
});
