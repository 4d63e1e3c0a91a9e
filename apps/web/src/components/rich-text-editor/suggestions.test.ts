import { Editor, getSchema } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { DOMParser as ProseMirrorDOMParser } from '@tiptap/pm/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { richTextExtensions } from './extensions';
import { normalizeRichText, readRichText, savedHtmlOf, writeRichText } from './rich-text-copy';
import { acceptAll, rejectAll, setSuggesting, suggestChangesExtension, suggestionsIn } from './suggestions';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
  document.body.innerHTML = '';
});

/** The editor's schema and extensions, suggesting as the reporter 'u1' (the working copy is not needed here). */
function suggestingEditor(html: string): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({ element, extensions: [...richTextExtensions(), suggestChangesExtension('u1')], content: html });
  setSuggesting(editor.state, editor.view.dispatch, true);
  return editor;
}

/** The text node of the editor's DOM that holds `text` (the browser edits these in place). */
function textNode(current: Editor, text: string): Text {
  const walker = document.createTreeWalker(current.view.dom, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue === text) return node as Text;
  throw new Error(`no text node "${text}" in ${current.view.dom.innerHTML}`);
}

describe('suggestion marks in the DOM', () => {
  it('read back as the suggestions they show (not as strike-through), with their ids', () => {
    const schema = getSchema(richTextExtensions());
    const element = document.createElement('div');
    element.innerHTML =
      '<p>a<del data-id="&quot;u1:x&quot;" data-inline="true">b</del><ins data-id="&quot;u1:x&quot;" data-inline="true">c</ins><del>d</del><s>e</s></p>';
    const marks = ProseMirrorDOMParser.fromSchema(schema)
      .parse(element)
      .firstChild?.content.content.map((node) => [
        node.text,
        node.marks.map((mark) => [mark.type.name, mark.attrs.id]),
      ]);
    expect(marks).toEqual([
      ['a', []],
      ['b', [['deletion', 'u1:x']]],
      ['c', [['insertion', 'u1:x']]],
      // A <del> or <s> from elsewhere (pasted) is strike-through, as before.
      ['de', [['strike', undefined]]],
    ]);
  });

  it('a browser deletion beside a suggested deletion stays one character (Chrome rewrites the neighbouring text)', () => {
    const current = suggestingEditor('<p>Bring your own bedding.</p>');
    const end = current.state.doc.content.size - 1;
    // Already suggested: the deletion of " bedding." (caret before it, as the suggestion leaves it).
    current.view.dispatch(current.state.tr.delete(end - ' bedding.'.length, end));
    expect(suggestionsIn(current.state.doc)).toMatchObject([{ deletes: ' bedding.', inserts: '' }]);
    const caret = current.state.selection.from;

    // Backspace as Chrome does it: the 'n' goes from the DOM and the text inside <del>, which starts
    // with a space, is written again unchanged; ProseMirror reads the change from the DOM.
    const before = textNode(current, 'Bring your own');
    before.nodeValue = 'Bring your ow';
    const inside = textNode(current, ' bedding.');
    inside.nodeValue = ' bedding.';
    const selection = document.getSelection();
    selection?.collapse(before, before.length);
    // What the view's mutation observer does on its next turn, now (an internal of prosemirror-view).
    (current.view as unknown as { domObserver: { flush(): void } }).domObserver.flush();

    expect(suggestionsIn(current.state.doc)).toMatchObject([{ deletes: 'n bedding.', inserts: '' }]);
    expect(current.state.doc.textContent).toBe('Bring your own bedding.');
    expect(current.state.selection.from).toBe(caret - 1);
  });
});

describe('the caret after a suggested deletion', () => {
  it('stays before what Backspace marked, and goes after what Delete marked, so the next key takes the next character', () => {
    const current = suggestingEditor('<p>The tide is high.</p>');
    const deleteForward = () => {
      const at = current.state.selection.from;
      current.view.dispatch(current.state.tr.delete(at, at + 1));
    };
    const deleteBackward = () => {
      const at = current.state.selection.from;
      current.view.dispatch(current.state.tr.delete(at - 1, at));
    };
    current.commands.setTextSelection(1);
    for (let i = 0; i < 'The '.length; i++) deleteForward();
    expect(suggestionsIn(current.state.doc)).toMatchObject([{ deletes: 'The ', inserts: '' }]);
    current.commands.setTextSelection(current.state.doc.content.size - 1);
    for (let i = 0; i < 'high.'.length; i++) deleteBackward();
    expect(suggestionsIn(current.state.doc).map((s) => s.deletes)).toEqual(['The ', 'high.']);
    expect(current.state.doc.textContent).toBe('The tide is high.');
  });
});

/** Two browsers on one working copy: two Y documents passing each other their updates, an editor on each. */
function twoEditorsOnOneCopy(html: string): { reporter: Editor; editor: Editor; fragment: Y.XmlFragment } {
  const docs = [new Y.Doc(), new Y.Doc()];
  docs[0]?.on('update', (update: Uint8Array) => docs[1] && Y.applyUpdate(docs[1], update));
  docs[1]?.on('update', (update: Uint8Array) => docs[0] && Y.applyUpdate(docs[0], update));
  const fragment = docs[0]?.getXmlFragment('body') as Y.XmlFragment;
  writeRichText(fragment, html);
  const make = (doc: Y.Doc | undefined, userId: string) => {
    const element = document.createElement('div');
    document.body.append(element);
    const made = new Editor({
      element,
      extensions: [
        ...richTextExtensions(),
        suggestChangesExtension(userId),
        Collaboration.configure({ fragment: doc?.getXmlFragment('body') }),
      ],
    });
    editors.push(made);
    return made;
  };
  return { reporter: make(docs[0], 'u1'), editor: make(docs[1], 'u2'), fragment };
}

const editors: Editor[] = [];
afterEach(() => {
  for (const made of editors.splice(0)) made.destroy();
});

describe('suggestions on a formula and a line break, with someone else in the working copy', () => {
  const html = '<p>Area <span data-type="inline-math" data-latex="x^2"></span> in total.</p><p>Gate A<br>Gate B</p>';

  it('reach the other browser marked: accepted there, the formula and the line break are gone for both', async () => {
    const { reporter, editor, fragment } = twoEditorsOnOneCopy(html);
    await vi.waitFor(() => expect(editor.state.doc.textContent).toBe('Area  in total.Gate AGate B'));
    setSuggesting(reporter.state, reporter.view.dispatch, true);
    // Backspace over the formula and over the line break (with the words after each).
    const formulaAt = reporter.state.doc.resolve(6).pos;
    const paragraphEnd = reporter.state.doc.firstChild?.nodeSize ?? 0;
    reporter.view.dispatch(reporter.state.tr.delete(formulaAt, paragraphEnd - 1));
    const breakAt = paragraphEnd + 1 + 'Gate A'.length;
    reporter.view.dispatch(reporter.state.tr.delete(breakAt, reporter.state.doc.content.size - 1));

    const expected = [
      { authorId: 'u1', deletes: '[formula x^2] in total.', inserts: '' },
      { authorId: 'u1', deletes: '↵Gate B', inserts: '' },
    ];
    expect(suggestionsIn(reporter.state.doc)).toMatchObject(expected);
    await vi.waitFor(() => expect(suggestionsIn(editor.state.doc)).toMatchObject(expected));
    // What the form saves from the working copy leaves open suggestions out, formula and line break included.
    expect(readRichText(fragment)).toBe(normalizeRichText(html));

    acceptAll(editor.state, editor.view.dispatch);
    const accepted = '<p>Area </p><p>Gate A</p>';
    await vi.waitFor(() => expect(savedHtmlOf(reporter.state.doc, reporter.schema)).toBe(accepted));
    expect(savedHtmlOf(editor.state.doc, editor.schema)).toBe(accepted);
    expect(readRichText(fragment)).toBe(accepted);
  });

  it('a suggested line break rejected in the other browser is gone for both', async () => {
    const { reporter, editor, fragment } = twoEditorsOnOneCopy('<p>Gate C</p>');
    await vi.waitFor(() => expect(editor.state.doc.textContent).toBe('Gate C'));
    setSuggesting(reporter.state, reporter.view.dispatch, true);
    reporter.commands.setTextSelection(reporter.state.doc.content.size - 1);
    reporter.commands.setHardBreak();
    reporter.commands.insertContent('Gate D');
    await vi.waitFor(() =>
      expect(suggestionsIn(editor.state.doc)).toMatchObject([{ authorId: 'u1', inserts: '↵Gate D', deletes: '' }]),
    );
    // Not accepted yet: not in what is saved.
    expect(readRichText(fragment)).toBe('<p>Gate C</p>');

    rejectAll(editor.state, editor.view.dispatch);
    await vi.waitFor(() => expect(savedHtmlOf(reporter.state.doc, reporter.schema)).toBe('<p>Gate C</p>'));
    expect(reporter.getHTML()).toBe('<p>Gate C</p>');
    expect(editor.getHTML()).toBe('<p>Gate C</p>');
  });
});
