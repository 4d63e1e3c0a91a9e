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
}
