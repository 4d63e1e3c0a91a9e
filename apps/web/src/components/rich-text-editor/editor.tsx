import '@mantine/tiptap/styles.css';
import 'katex/dist/katex.min.css';
import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { messages } from '@masthead/contract';
import { IconUpload } from '@tabler/icons-react';
import type { EditorView } from '@tiptap/pm/view';
import { type Editor, useEditor } from '@tiptap/react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { uploadAsset } from '../../api/upload';
import { notifyError } from '../../lib/notify';
import { UploadOverlay } from '../upload-overlay';
import { caretAfterSelectedNode } from './caret-after-image';
import { droppedImage } from './dropped-image';
import classes from './editor.module.css';
import { EditorToolbar } from './editor-toolbar';
import { richTextExtensions } from './extensions';
import { FormulaDialog, type FormulaTarget } from './formula-dialog';
import { noteHighlightsKey, selectionForNote } from './note-highlights';
import { savedHtmlOf } from './rich-text-copy';
import { SuggestionList } from './suggestion-list';
import { setSuggesting } from './suggestions';
import type { RichTextEditorBodyProps } from './types';

function editorAttributes(props: RichTextEditorBodyProps): Record<string, string> {
  const attributes: Record<string, string> = {
    'aria-label': props.label,
    'aria-multiline': 'true',
    role: 'textbox',
  };
  if (props.describedBy) attributes['aria-describedby'] = props.describedBy;
  if (props.invalid) attributes['aria-invalid'] = 'true';
  if (props.required) attributes['aria-required'] = 'true';
  if (props.readOnly) attributes['aria-readonly'] = 'true';
  return attributes;
}

/** The Tiptap editor itself; loaded on demand by `RichTextField`. */
export default function RichTextEditorBody(props: RichTextEditorBodyProps) {
  const { value, onChange, placeholder, minHeight = 160, readOnly = false, collaboration, notes } = props;
  // Read by the note marks and handlers, which are set up once.
  const notesRef = useRef(notes);
  notesRef.current = notes;
  const [progress, setProgress] = useState<number | null>(null);
  const [formula, setFormula] = useState<FormulaTarget | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Read by the editor's handlers, which are set up once.
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
  const editorRef = useRef<Editor | null>(null);

  const uploadAndInsert = async (file: File, pos: number | null) => {
    const editor = editorRef.current;
    if (!editor) return;
    setProgress(0);
    try {
      const asset = await uploadAsset(file, { tag: 'image', name: file.name, onProgress: setProgress });
      const at = pos ?? editor.state.selection.from;
      editor
        .chain()
        .focus()
        .insertContentAt(at, { type: 'image', attrs: { src: asset.url, alt: '', title: null } })
        .command(({ tr }) => {
          caretAfterSelectedNode(tr);
          return true;
        })
        .run();
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
    }
  };
  const uploadRef = useRef(uploadAndInsert);
  uploadRef.current = uploadAndInsert;

  const handleFiles = (files: ArrayLike<File> | null | undefined, pos: number | null): boolean => {
    if (readOnlyRef.current) return true;
    const dropped = droppedImage(files);
    if (dropped.kind === 'none') return false;
    if (dropped.kind === 'refused') notifyError(dropped.message);
    else void uploadRef.current(dropped.file, pos);
    return true;
  };

  const editor = useEditor({
    extensions: richTextExtensions({
      placeholder,
      collaboration,
      noteMarks: notes ? () => notesRef.current?.marks ?? [] : undefined,
      onAddNote: () => addNoteRef.current(),
      onFormulaClick: (kind, node, pos) => {
        if (!readOnlyRef.current) setFormula({ mode: 'edit', kind, pos, latex: String(node.attrs.latex ?? '') });
      },
    }),
    // A working copy brings its own text; the value is only the start of a form without one.
    content: collaboration ? undefined : value,
    editable: !readOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: editorAttributes(props),
      // A click on noted words opens their thread.
      handleClick: (_view: EditorView, _pos: number, event: MouseEvent) => {
        const noted = (event.target as HTMLElement | null)?.closest?.('[data-note]');
        const id = noted?.getAttribute('data-note');
        if (id) notesRef.current?.onOpen(id);
        return false;
      },
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const files = event.clipboardData?.files;
        if (!files || files.length === 0) return false;
        event.preventDefault();
        return handleFiles(files, null);
      },
    },
    // With a working copy, what is saved leaves open suggestions out (they are not accepted yet).
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(
        collaboration ? savedHtmlOf(current.state.doc, current.schema) : current.isEmpty ? '' : current.getHTML(),
      ),
  });
  editorRef.current = editor;

  // Suggesting or not follows the form's switch.
  const suggesting = props.suggesting ?? false;
  useEffect(() => {
    if (editor && !editor.isDestroyed && collaboration) setSuggesting(editor.state, editor.view.dispatch, suggesting);
  }, [editor, collaboration, suggesting]);
  // Whose suggestion is whose: names kept in the working copy by user id.
  const people = collaboration?.fragment.doc?.getMap<string>('people') ?? null;
  const userId = collaboration?.user.id;
  const userName = collaboration?.user.name;
  useEffect(() => {
    if (people && userId && userName && people.get(userId) !== userName) people.set(userId, userName);
  }, [people, userId, userName]);

  const addNote = () => {
    const current = editorRef.current;
    if (!current || !notesRef.current) return;
    const selection = selectionForNote(current.state);
    if (selection) notesRef.current.onAdd(selection);
    else notifyError(messages.noteNeedsText);
  };
  const addNoteRef = useRef(addNote);
  addNoteRef.current = addNote;
  // Words selected here can get a note from the notes panel too (someone who may only read has no toolbar).
  const register = notes?.register;
  useEffect(() => {
    if (!editor || !register) return;
    register(() => (editor.isDestroyed ? null : selectionForNote(editor.state)));
    return () => register(null);
  }, [editor, register]);

  // New or changed notes: draw their marks again.
  const marksKey = JSON.stringify(notes?.marks ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: marksKey stands for the marks
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(noteHighlightsKey, true));
  }, [editor, marksKey]);

  // Names and error state follow the field (e.g. "Section 2 content" after a reorder).
  const attributes = editorAttributes(props);
  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for attributes
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  const applyFormula = (latex: string) => {
    if (!editor || !formula) return;
    if (formula.mode === 'insert') editor.chain().focus().insertInlineMath({ latex }).run();
    else if (formula.kind === 'inline') editor.chain().focus().updateInlineMath({ latex, pos: formula.pos }).run();
    else editor.chain().focus().updateBlockMath({ latex, pos: formula.pos }).run();
    setFormula(null);
  };

  const uploading = progress !== null;

  // Dropped files are taken before ProseMirror sees the drop (it ignores drops it cannot place).
  const dropFiles = (event: DragEvent<HTMLDivElement>) => {
    const files = event.dataTransfer?.files;
    if (!files || files.length === 0) return;
    if (readOnly) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const pos = editor?.view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
    handleFiles(files, pos);
  };

  return (
    <Box pos="relative" onDropCapture={dropFiles}>
      <UploadOverlay visible={uploading}>
        <Stack gap={6} align="center" role="status" aria-live="polite" w={260}>
          <Group gap="sm">
            <IconUpload size={20} aria-hidden="true" />
            <Text fw={500}>{messages.pleaseWaitUploading}</Text>
          </Group>
          <Progress value={progress ?? 0} w="100%" animated aria-label="Uploading the image" />
        </Stack>
      </UploadOverlay>
      <RichTextEditor editor={editor} style={props.invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        {readOnly ? null : (
          <EditorToolbar
            editor={editor}
            label={props.label}
            uploading={uploading}
            onInsertFormula={() => setFormula({ mode: 'insert' })}
            onInsertImage={() => fileInputRef.current?.click()}
            onAddNote={notes ? addNote : undefined}
          />
        )}
        <RichTextEditor.Content mih={minHeight} className={classes.content} />
      </RichTextEditor>
      {collaboration && editor ? (
        <SuggestionList
          editor={editor}
          label={props.label}
          nameOf={(id) => people?.get(id) ?? 'Someone'}
          mayReview={(props.mayReviewSuggestions ?? false) && !readOnly}
        />
      ) : null}
      <input
        id={fileInputId}
        ref={fileInputRef}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        hidden
        data-testid="editor-image-input"
        onChange={(event) => {
          handleFiles(event.currentTarget.files, null);
          event.currentTarget.value = '';
        }}
      />
      <FormulaDialog target={formula} onClose={() => setFormula(null)} onSubmit={applyFormula} />
    </Box>
  );
}
