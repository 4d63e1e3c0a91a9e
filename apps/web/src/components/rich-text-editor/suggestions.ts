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
import type { MarkSpec, Mark as ProseMirrorMark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorState, Plugin, TextSelection, type Transaction } from '@tiptap/pm/state';
import { ReplaceStep } from '@tiptap/pm/transform';
import { ySyncPluginKey } from '@tiptap/y-tiptap';

/**
 * Suggestion mode (issue 16), on Handle With Care's `prosemirror-suggest-changes`: typing while
 * suggesting marks insertions and deletions instead of making them; whoever may edit accepts or
 * rejects each, or all. A suggestion's id names its author (`<user id>:<unique>`).
 */

type SuggestionMarkName = 'insertion' | 'deletion' | 'modification';

/**
 * A Tiptap mark made from the library's mark spec (its own HTML, its own parsing). Its parse rules
 * go before strike-through's, which also takes `<del>`: ProseMirror reads the DOM back whenever the
 * browser edits it (Chrome rewrites the text beside a deleted character), and a suggested deletion
 * read as strike-through would become a replacement of everything after the caret (issue 28).
 * Only elements with a suggestion id match, so a pasted `<del>` stays strike-through.
 */
function suggestionMark(name: SuggestionMarkName, spec: MarkSpec, attributes: string[]) {
  const parseDOM = spec.parseDOM?.map((rule) => ({ ...rule, priority: 60 }));
  return Mark.create({
    name,
    inclusive: false,
    excludes: spec.excludes,
    addAttributes() {
      return Object.fromEntries(attributes.map((attribute) => [attribute, { default: null, rendered: false }]));
    },
    extendMarkSchema(extension) {
      return extension.name === name ? { toDOM: spec.toDOM, parseDOM } : {};
    },
  });
}

const suggestionMarkNames = new Set(['insertion', 'deletion', 'modification']);
const isSuggestionMark = (mark: ProseMirrorMark) => suggestionMarkNames.has(mark.type.name);

/** The attribute that carries a node's suggestion marks through the working copy (see below). */
const CARRIED = 'suggestionMarks';

function carriedMarksOf(node: ProseMirrorNode): string | null {
  const marks = node.marks.filter(isSuggestionMark);
  return marks.length > 0 ? JSON.stringify(marks.map((mark) => mark.toJSON())) : null;
}

/** Where two documents differ (in the second one's positions); null when they do not. */
function changedRange(before: ProseMirrorNode, after: ProseMirrorNode): { from: number; to: number } | null {
  const from = before.content.findDiffStart(after.content);
  if (from === null || from === undefined) return null;
  const end = before.content.findDiffEnd(after.content);
  return { from, to: Math.min(after.content.size, Math.max(from, end?.b ?? after.content.size)) };
}

/**
 * Gives nodes other than text in `range` (all by default) the suggestion marks their attribute
 * carries. Answers whether it changed anything; `tr` then holds the change.
 */
function restoreCarriedMarks(tr: Transaction, range = { from: 0, to: tr.doc.content.size }): boolean {
  const { schema } = tr.doc.type;
  let changed = false;
  tr.doc.nodesBetween(range.from, range.to, (node, pos) => {
    if (node.isText) return false;
    const carried = (node.attrs[CARRIED] as string | null | undefined) ?? null;
    if (carried === carriedMarksOf(node)) return true;
    for (const mark of node.marks) if (isSuggestionMark(mark)) tr.removeNodeMark(pos, mark);
    for (const json of carried ? (JSON.parse(carried) as unknown[]) : [])
      tr.addNodeMark(pos, schema.markFromJSON(json));
    changed = true;
    return true;
  });
  return changed;
}

/**
 * The working copy (y-prosemirror) keeps the marks of text but drops those of every other node: a
 * formula, a line break or an image suggested for deletion or insertion would arrive unmarked in
 * the other browsers (accepted there, it would stay; rejected, a suggested one would remain) and
 * after a reload. So a node's suggestion marks also travel as an attribute, which the working copy
 * keeps: this browser's own changes write it, and what arrives from the others restores the marks.
 */
const CarriedSuggestionMarks = Extension.create({
  name: 'carriedSuggestionMarks',
  addGlobalAttributes() {
    return [{ types: 'nodes', attributes: { [CARRIED]: { default: null, rendered: false, keepOnSplit: false } } }];
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction(transactions, before, state) {
          // Only where the document changed: the rest is as it was, marks and attributes agreeing.
          const range = transactions.some((tr) => tr.docChanged) ? changedRange(before.doc, state.doc) : null;
          if (!range) return null;
          const tr = state.tr;
          const fromOthers = transactions.some(
            (transaction) =>
              (transaction.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined)?.isChangeOrigin,
          );
          if (fromOthers) {
            // Part of what arrived: not written back to the working copy, not undone as one's own.
            return restoreCarriedMarks(tr, range) ? tr.setMeta(ySyncPluginKey, { isChangeOrigin: true }) : null;
          }
          state.doc.nodesBetween(range.from, range.to, (node, pos) => {
            if (node.isText) return false;
            const carried = carriedMarksOf(node);
            if (((node.attrs[CARRIED] as string | null | undefined) ?? null) !== carried) {
              tr.setNodeAttribute(pos, CARRIED, carried);
            }
            return true;
          });
          // Part of this person's edit (undone with it).
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

/** A document as read from the working copy, with the suggestion marks its nodes carry. */
export function withCarriedSuggestionMarks(doc: ProseMirrorNode): ProseMirrorNode {
  const tr = EditorState.create({ doc }).tr;
  return restoreCarriedMarks(tr) ? tr.doc : doc;
}

/** The marks and the document that may carry them on blocks (a suggested new paragraph): part of every schema. */
export const suggestionSchemaExtensions = [
  suggestionMark('insertion', insertion, ['id']),
  suggestionMark('deletion', deletion, ['id']),
  suggestionMark('modification', modification, ['id', 'type', 'attrName', 'previousValue', 'newValue']),
  Document.extend({ marks: 'insertion modification deletion' }),
  CarriedSuggestionMarks,
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

/**
 * The library leaves the caret before what a deletion marked, which is right for Backspace; after a
 * forward deletion (Delete, Ctrl+Delete) the caret must go after it, or the next Delete marks the
 * same character again.
 */
function caretAfterForwardDeletion(original: Transaction, state: EditorState, tracked: Transaction): void {
  const step = original.steps.length === 1 ? original.steps[0] : null;
  const caret = state.selection;
  if (!(step instanceof ReplaceStep) || step.slice.size > 0 || !caret.empty || caret.from !== step.from) return;
  if (step.to === step.from) return;
  tracked.setSelection(TextSelection.near(tracked.doc.resolve(tracked.mapping.map(step.to, 1))));
}

/** While suggesting, this person's edits become suggestions; others' changes arriving live stay as they are. */
export function suggestChangesExtension(userId: string) {
  const nextId = suggestionIdFor(userId);
  const suggest = (transaction: Transaction, state: EditorState): Transaction => {
    const tracked = transformToSuggestionTransaction(transaction, state, nextId);
    caretAfterForwardDeletion(transaction, state, tracked);
    return tracked;
  };
  return Extension.create({
    name: 'suggestChanges',
    addProseMirrorPlugins() {
      return [
        suggestChanges(),
        new Plugin({
          props: {
            handleDOMEvents: {
              /**
               * An input method composing over selected words: the browser would take the words out
               * of the DOM and compose in their place, and redrawing them as a suggested deletion
               * around the composition breaks it (the first letters come twice). So the words become
               * a suggested deletion first, and the composition starts right after them.
               */
              compositionstart: (view) => {
                const { state } = view;
                const { selection } = state;
                if (!isSuggestChangesEnabled(state) || !(selection instanceof TextSelection) || selection.empty) {
                  return false;
                }
                const tracked = suggest(state.tr.delete(selection.from, selection.to), state);
                tracked.setSelection(TextSelection.near(tracked.doc.resolve(tracked.mapping.map(selection.to))));
                view.dispatch(tracked.setMeta(suggestChangesKey, { skip: true }));
                return false;
              },
            },
          },
        }),
      ];
    },
    dispatchTransaction({ transaction, next }) {
      const state = this.editor.state;
      const sync = (transaction.getMeta('y-sync$') ?? {}) as {
        isChangeOrigin?: boolean;
        isUndoRedoOperation?: boolean;
      };
      const suggesting =
        transaction.docChanged &&
        isSuggestChangesEnabled(state) &&
        !sync.isChangeOrigin &&
        !sync.isUndoRedoOperation &&
        !('skip' in ((transaction.getMeta(suggestChangesKey) as object | undefined) ?? {}));
      next(suggesting ? suggest(transaction, state) : transaction);
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

/** What a person reads for a node of a suggestion: its words, and a sign for what has none. */
function readable(node: ProseMirrorNode): string {
  if (node.isText) return (node.text ?? '').replace(/\u200B/g, '');
  switch (node.type.name) {
    case 'hardBreak':
      return '↵';
    case 'inlineMath':
    case 'blockMath':
      return `[formula ${String(node.attrs.latex ?? '')}]`;
    case 'image':
      return '[image]';
  }
  const parts: string[] = [];
  node.forEach((child) => {
    parts.push(readable(child));
  });
  return parts.join(node.isTextblock ? '' : '¶');
}

const suggestionKinds = ['insertion', 'deletion', 'modification'] as const;
type SuggestionKind = (typeof suggestionKinds)[number];
const isSuggestionKind = (name: string): name is SuggestionKind =>
  (suggestionKinds as readonly string[]).includes(name);

/** The same suggestion (kind and id) on the end of one text block and the start of the next: it takes the break between them. */
function sharedAcrossBreak(before: ProseMirrorNode | null | undefined, after: ProseMirrorNode | null | undefined) {
  if (!before || !after) return null;
  return (
    before.marks.find(
      (mark) =>
        isSuggestionKind(mark.type.name) &&
        after.marks.some((other) => other.type === mark.type && other.attrs.id === mark.attrs.id),
    ) ?? null
  );
}

/** The suggestions in a document, in the order they appear; '¶' stands for a paragraph break, '↵' for a line break. */
export function suggestionsIn(doc: ProseMirrorNode): Suggestion[] {
  const found = new Map<string, Suggestion>();
  const entry = (id: string) => {
    const existing = found.get(id);
    if (existing) return existing;
    const created = { id, authorId: authorIdOf(id), inserts: '', deletes: '', changesFormat: false };
    found.set(id, created);
    return created;
  };
  const add = (kind: SuggestionKind, id: string, text: string) => {
    const suggestion = entry(id);
    if (kind === 'insertion') suggestion.inserts += text;
    else if (kind === 'deletion') suggestion.deletes += text;
    else suggestion.changesFormat = true;
  };
  let previousTextblock: ProseMirrorNode | null = null;
  doc.descendants((node) => {
    if (node.isTextblock) {
      const across = sharedAcrossBreak(previousTextblock?.lastChild, node.firstChild);
      if (across) add(across.type.name as SuggestionKind, String(across.attrs.id), '¶');
      previousTextblock = node;
    }
    for (const mark of node.marks) {
      if (isSuggestionKind(mark.type.name)) add(mark.type.name, String(mark.attrs.id), readable(node));
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
