import { RichTextEditor } from '@mantine/tiptap';
import { IconMathFunction, IconMessagePlus, IconPhoto } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { ImageAltControl } from './image-alt-control';
import { LinkControl } from './link-control';
import { useRovingToolbar } from './roving-toolbar';

interface EditorToolbarProps {
  editor: Editor | null;
  /** The editor's accessible name; the toolbar is "<label> formatting". */
  label: string;
  uploading: boolean;
  onInsertFormula: () => void;
  onInsertImage: () => void;
  /** A note on the selected words (with a working copy only). */
  onAddNote?: () => void;
}

/** The formatting toolbar: one Tab stop, arrow keys between its controls (WAI-ARIA toolbar). */
export function EditorToolbar({
  editor,
  label,
  uploading,
  onInsertFormula,
  onInsertImage,
  onAddNote,
}: EditorToolbarProps) {
  const toolbarRef = useRovingToolbar<HTMLDivElement>();
  return (
    <RichTextEditor.Toolbar
      ref={toolbarRef}
      sticky
      stickyOffset={60}
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-orientation="horizontal"
    >
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Blockquote />
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <LinkControl editor={editor} />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Control onClick={onInsertFormula} aria-label="Insert formula" title="Insert formula">
          <IconMathFunction size={16} stroke={1.5} aria-hidden="true" />
        </RichTextEditor.Control>
        <RichTextEditor.Control
          onClick={onInsertImage}
          aria-label="Insert image"
          title="Insert image"
          disabled={uploading}
        >
          <IconPhoto size={16} stroke={1.5} aria-hidden="true" />
        </RichTextEditor.Control>
        <ImageAltControl editor={editor} />
      </RichTextEditor.ControlsGroup>
      {onAddNote ? (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Control
            onClick={onAddNote}
            aria-label="Add note on the selected words"
            title="Add note (Ctrl+Alt+M)"
          >
            <IconMessagePlus size={16} stroke={1.5} aria-hidden="true" />
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
      ) : null}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
