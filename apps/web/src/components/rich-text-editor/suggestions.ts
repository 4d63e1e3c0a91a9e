import {
  applySuggestion,
  applySuggestions,
  deletion,
  disableSuggestChanges,
  enableSuggestChanges,
  insertion,
  isSuggestChangesEnabled,
  modification,
  revertSuggestion,
  revertSuggestions,
  suggestChanges,
  suggestChangesKey,
  transformToSuggestionTransaction,
} from '@handlewithcare/prosemirror-suggest-changes';
import { Extension, Mark } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import type { MarkSpec, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';

/**
 * Suggestion mode (issue 16), on Handle With Care's `prosemirror-suggest-changes`: typing while
 * suggesting marks insertions and deletions instead of making them; whoever may edit accepts or
 * rejects each, or all. A suggestion's id names its author (`<user id>:<unique>`).
 */

type SuggestionMarkName = 'insertion' | 'deletion' | 'modification';

/** A Tiptap mark made from the library's mark spec (its own HTML, its own parsing). */
function suggestionMark(name: SuggestionMarkName, spec: MarkSpec, attributes: string[]) {
  return Mark.create({
    name,
    inclusive: false,
    excludes: spec.excludes,
    addAttributes() {
      return Object.fromEntries(attributes.map((attribute) => [attribute, { default: null, rendered: false }]));
    },
    extendMarkSchema(extension) {
      return extension.name === name ? { toDOM: spec.toDOM, parseDOM: spec.parseDOM } : {};
    },
  });
}

/** The marks and the document that may carry them on blocks (a suggested new paragraph): part of every schema. */
export const suggestionSchemaExtensions = [
  suggestionMark('insertion', insertion, ['id']),
  suggestionMark('deletion', deletion, ['id']),
  suggestionMark('modification', modification, ['id', 'type', 'attrName', 'previousValue', 'newValue']),
  Document.extend({ marks: 'insertion modification deletion' }),
];

let counter = 0;
/** Ids of this person's suggestions: who, then something no one else makes. */
function suggestionIdFor(userId: string): () => string {
  const page = Math.random().toString(36).slice(2, 8);
  return () => {
    counter += 1;
    return `${userId}:${page}${counter.toString(36)}`;
  };
}

export function authorIdOf(suggestionId: unknown): string {
  return String(suggestionId).split(':')[0] ?? '';
}

/** While suggesting, this person's edits become suggestions; others' changes arriving live stay as they are. */
export function suggestChangesExtension(userId: string) {
  const nextId = suggestionIdFor(userId);
  return Extension.create({
    name: 'suggestChanges',
    addProseMirrorPlugins() {
      return [suggestChanges()];
    },
    dispatchTransaction({ transaction, next }) {
      const state = this.editor.state;
      const sync = (transaction.getMeta('y-sync$') ?? {}) as {
        isChangeOrigin?: boolean;
        isUndoRedoOperation?: boolean;
      };
      const suggest =
        transaction.docChanged &&
        isSuggestChangesEnabled(state) &&
        !sync.isChangeOrigin &&
        !sync.isUndoRedoOperation &&
        !('skip' in ((transaction.getMeta(suggestChangesKey) as object | undefined) ?? {}));
      next(suggest ? transformToSuggestionTransaction(transaction, state, nextId) : transaction);
    },
  });
}

export function setSuggesting(
  state: EditorState,
  dispatch: (tr: import('@tiptap/pm/state').Transaction) => void,
  on: boolean,
) {
  if (isSuggestChangesEnabled(state) !== on) (on ? enableSuggestChanges : disableSuggestChanges)(state, dispatch);
}

export interface Suggestion {
  id: string;
  authorId: string;
  /** What it would do: insert, delete, or both (a replacement). */
  inserts: string;
  deletes: string;
  changesFormat: boolean;
}

/** The suggestions in a document, in the order they appear. */
export function suggestionsIn(doc: ProseMirrorNode): Suggestion[] {
  const found = new Map<string, Suggestion>();
  doc.descendants((node) => {
    for (const mark of node.marks) {
      const kind = mark.type.name;
      if (kind !== 'insertion' && kind !== 'deletion' && kind !== 'modification') continue;
      const id = String(mark.attrs.id);
      const entry = found.get(id) ?? { id, authorId: authorIdOf(id), inserts: '', deletes: '', changesFormat: false };
      const text = (node.isText ? (node.text ?? '') : node.textContent).replace(/\u200B/g, '');
      if (kind === 'insertion') entry.inserts += text;
      else if (kind === 'deletion') entry.deletes += text;
      else entry.changesFormat = true;
      found.set(id, entry);
    }
    return true;
  });
  return [...found.values()];
}

type Dispatch = (tr: import('@tiptap/pm/state').Transaction) => void;

export function acceptSuggestion(state: EditorState, dispatch: Dispatch, id: string): boolean {
  return applySuggestion(id)(state, dispatch);
}

export function rejectSuggestion(state: EditorState, dispatch: Dispatch, id: string): boolean {
  return revertSuggestion(id)(state, dispatch);
}

export function acceptAll(state: EditorState, dispatch: Dispatch): boolean {
  return applySuggestions(state, dispatch);
}

export function rejectAll(state: EditorState, dispatch: Dispatch): boolean {
  return revertSuggestions(state, dispatch);
}

/**
 * The document as it is without open suggestions (insertions out, deletions kept): what is saved
 * into the item and published until a suggestion is accepted.
 */
export function withoutSuggestions(doc: ProseMirrorNode): ProseMirrorNode {
  const state = EditorState.create({ doc });
  let result = doc;
  revertSuggestions(state, (tr) => {
    result = tr.doc;
  });
  return result;
}
