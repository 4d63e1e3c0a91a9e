import { generateJSON, getHTMLFromFragment, getSchema } from '@tiptap/core';
import type { Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import type * as Y from 'yjs';
import { richTextExtensions } from './extensions';
import { suggestionsIn, withCarriedSuggestionMarks, withoutSuggestions } from './suggestions';

/**
 * Rich text between HTML (how items store it) and a shared fragment of a working copy, by the
 * editor's own schema — so what is seeded, read back and compared is what the editor shows.
 */
let cached: { schema: Schema; extensions: ReturnType<typeof richTextExtensions> } | null = null;
function richTextSchema() {
  if (!cached) {
    const extensions = richTextExtensions();
    cached = { schema: getSchema(extensions), extensions };
  }
  return cached;
}

/** The editor's HTML of a document: '' when it holds nothing (as the editor reports an empty field). */
function htmlOf(doc: ProseMirrorNode, schema: Schema): string {
  const empty =
    doc.childCount === 0 || (doc.childCount === 1 && doc.firstChild?.isTextblock && doc.firstChild.content.size === 0);
  return empty ? '' : getHTMLFromFragment(doc.content, schema);
}

/** Writes `html` into the fragment by the smallest change to what it holds. */
export function writeRichText(fragment: Y.XmlFragment, html: string): void {
  const { schema, extensions } = richTextSchema();
  prosemirrorJSONToYXmlFragment(schema, generateJSON(html || '<p></p>', extensions), fragment);
}

/** The fragment's text as saved into the item: open suggestions left out (they are not accepted yet). */
export function readRichText(fragment: Y.XmlFragment): string {
  const { schema } = richTextSchema();
  return savedHtmlOf(withCarriedSuggestionMarks(yXmlFragmentToProseMirrorRootNode(fragment, schema)), schema);
}

/** A document as the item stores it: without open suggestions and the library's zero-width helpers. */
export function savedHtmlOf(doc: ProseMirrorNode, schema: Schema): string {
  return htmlOf(withoutSuggestions(doc), schema).replace(/\u200B/g, '');
}

/** Stored HTML as the editor would give it back, so a comparison sees content, not spelling. */
export function normalizeRichText(html: string): string {
  if (!html) return '';
  const { schema, extensions } = richTextSchema();
  return htmlOf(schema.nodeFromJSON(generateJSON(html, extensions)), schema);
}

/** How many suggestions in the fragment nobody has accepted or rejected yet. */
export function openSuggestionCount(fragment: Y.XmlFragment): number {
  const { schema } = richTextSchema();
  return suggestionsIn(withCarriedSuggestionMarks(yXmlFragmentToProseMirrorRootNode(fragment, schema))).length;
}
