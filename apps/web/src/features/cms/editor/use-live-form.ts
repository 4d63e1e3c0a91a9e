import type { UseFormReturnType } from '@mantine/form';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import * as Y from 'yjs';
import { sharedSections, sharedText, sharedTextFields } from '../../../live/working-copy';
import type { ContentFormValues } from './content-model';
import { formOrigin, formPathOfText, valuesFromCopy } from './live-form';

/** A caret position moved through a change of the text it is in (someone else's typing before it shifts it). */
export function mapCaret(delta: Y.YTextEvent['delta'], position: number): number {
  let index = 0;
  let shift = 0;
  for (const op of delta) {
    if (op.retain) index += op.retain;
    else if (op.insert !== undefined) {
      const length = typeof op.insert === 'string' ? op.insert.length : 1;
      if (index < position) shift += length;
    } else if (op.delete) {
      if (index < position) shift -= Math.min(op.delete, position - index);
      index += op.delete;
    }
  }
  return Math.max(0, position + shift);
}

function editedField(target: EventTarget | null): (HTMLInputElement | HTMLTextAreaElement) | null {
  return (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.dataset.path
    ? target
    : null;
}

/**
 * Keeps a content form and its item's working copy as one: others' changes reach the form as they
 * arrive (the caret of the field being typed in stays where it was in the text), and undo in a
 * text field takes back only this person's own typing there. The form's own changes are written
 * into the copy by `writeFormToCopy` (the form's `onValuesChange`).
 */
export function useLiveForm(form: UseFormReturnType<ContentFormValues>, doc: Y.Doc | null, readOnly: boolean) {
  const undoManagers = useRef(new Map<Y.Text, Y.UndoManager>());
  // The form object is new on every render; its methods read the same state.
  const formRef = useRef(form);
  formRef.current = form;

  useEffect(() => {
    if (!doc) return;
    const form = formRef.current;
    const managers = undoManagers.current;
    /** Every shared text gets its undo history from the start, so nothing typed is missing from it. */
    const track = () => {
      const texts = [
        ...sharedTextFields.map((field) => sharedText(doc, field)),
        ...sharedSections(doc).map((section) => section.title),
      ];
      for (const text of texts) {
        if (!managers.has(text)) managers.set(text, new Y.UndoManager(text, { trackedOrigins: new Set([formOrigin]) }));
      }
    };
    track();

    let caret: { element: HTMLInputElement | HTMLTextAreaElement; start: number; end: number } | null = null;
    const onChanges = (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => {
      if (transaction.origin === formOrigin) return;
      const element = editedField(document.activeElement);
      if (!element) return;
      for (const event of events) {
        if (!(event instanceof Y.YTextEvent) || !(event.target instanceof Y.Text)) continue;
        if (formPathOfText(doc, event.target, form.getValues()) !== element.dataset.path) continue;
        const start = caret?.start ?? element.selectionStart ?? 0;
        const end = caret?.end ?? element.selectionEnd ?? 0;
        caret = { element, start: mapCaret(event.delta, start), end: mapCaret(event.delta, end) };
      }
    };
    const onTransaction = (transaction: Y.Transaction) => {
      if (transaction.origin === formOrigin || transaction.changed.size === 0) return;
      track();
      const current = form.getValues();
      const next = valuesFromCopy(doc, current);
      if (JSON.stringify(next) !== JSON.stringify(current)) form.setValues(next);
      const moved = caret;
      caret = null;
      if (moved) {
        // After the form shows the new text (which puts the caret at the end), back where it was.
        requestAnimationFrame(() => {
          if (document.activeElement === moved.element) moved.element.setSelectionRange(moved.start, moved.end);
        });
      }
    };
    const fields = doc.getMap('fields');
    const sections = doc.getMap('sections');
    fields.observeDeep(onChanges);
    sections.observeDeep(onChanges);
    doc.on('afterTransaction', onTransaction);
    return () => {
      fields.unobserveDeep(onChanges);
      sections.unobserveDeep(onChanges);
      doc.off('afterTransaction', onTransaction);
      for (const manager of managers.values()) manager.destroy();
      managers.clear();
    };
  }, [doc]);

  /** Ctrl/Cmd+Z (and Shift+Ctrl/Cmd+Z, Ctrl+Y) in a text field: this person's own changes there, not others'. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!doc || readOnly || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    const redo = (key === 'z' && event.shiftKey) || key === 'y';
    if (key !== 'z' && !redo) return;
    const element = editedField(event.target);
    if (!element) return;
    const values = form.getValues();
    const text = [...undoManagers.current.keys()].find(
      (shared) => formPathOfText(doc, shared, values) === element.dataset.path,
    );
    const manager = text ? undoManagers.current.get(text) : undefined;
    if (!manager) return;
    event.preventDefault();
    if (redo) manager.redo();
    else manager.undo();
  };

  return { onKeyDown };
}
