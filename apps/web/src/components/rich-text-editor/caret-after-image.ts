import type { Transaction } from '@tiptap/pm/state';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/**
 * After an image is inserted into an empty paragraph the image itself is selected, so the next key typed
 * would replace it. This puts the caret in the paragraph after the image instead, adding one when none follows.
 */
export function caretAfterSelectedNode(tr: Transaction): void {
  const selection = tr.selection;
  if (!(selection instanceof NodeSelection)) return;
  const after = selection.to;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
    const paragraph = tr.doc.type.schema.nodes.paragraph;
    if (!paragraph) return;
    tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
}
