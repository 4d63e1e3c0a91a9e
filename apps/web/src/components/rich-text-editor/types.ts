import type { XmlFragment } from 'yjs';

export interface RichTextEditorBodyProps {
  /** The accessible name of the editable area, e.g. "Section 2 content". */
  label: string;
  /** The HTML the editor starts with; later changes of this prop are not applied (remount to reload). */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  minHeight?: number;
  /** Shown, not editable: no toolbar, no typing, no dropped files. */
  readOnly?: boolean;
  /** Joins the item's live working copy: `value` is then not used (the text is the shared one). */
  collaboration?: RichTextCollaboration;
  /** Notes on this text (with a working copy only). */
  notes?: RichTextNotes;
  /** Typing suggests (marked insertions and deletions) instead of changing (with a working copy only). */
  suggesting?: boolean;
  /** Offer Accept and Reject on suggestions. */
  mayReviewSuggestions?: boolean;
}

/** A live working copy this editor joins (issue 16). */
export interface RichTextCollaboration {
  /** The shared rich text of this field. */
  fragment: XmlFragment;
  /** The connection to the collaboration server; its awareness carries carets. */
  provider: { awareness: unknown };
  /** This person, as others see the caret: name and a 6-digit colour. */
  user: { id: string; name: string; color: string };
}

/** A note's place in the text, as the contract carries it (two Yjs relative positions as JSON). */
export interface NoteAnchorJson {
  anchor: unknown;
  head: unknown;
}

/** An open note whose words this editor marks. */
export interface RichTextNoteMark {
  id: string;
  anchor: NoteAnchorJson;
  /** The note being read now: marked more strongly. */
  active: boolean;
}

/** Notes in a shared rich text: the marks, and what the editor offers (Add note, open a note). */
export interface RichTextNotes {
  marks: RichTextNoteMark[];
  onAdd: (selection: { anchor: NoteAnchorJson; quote: string }) => void;
  onOpen: (id: string) => void;
  /** The editor tells how to read its selected words (null when it goes): a note can be added from outside it. */
  register?: (selected: (() => { anchor: NoteAnchorJson; quote: string } | null) | null) => void;
}
