import '@mantine/tiptap/styles.css';
import 'katex/dist/katex.min.css';
import { Box, Button, Group, LoadingOverlay, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { messages } from '@masthead/contract';
import { IconMathFunction, IconPhoto, IconUpload } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Mathematics from '@tiptap/extension-mathematics';
import Placeholder from '@tiptap/extension-placeholder';
import type { EditorView } from '@tiptap/pm/view';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import katex from 'katex';
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { uploadAsset } from '../../api/upload';
import { notifyError } from '../../lib/notify';
import { droppedImage } from './dropped-image';
import { EDIT_LINK_EVENT, LinkControl } from './link-control';
import type { RichTextEditorBodyProps } from './types';

type FormulaTarget = { mode: 'insert' } | { mode: 'edit'; kind: 'inline' | 'block'; pos: number; latex: string };

function editorAttributes(props: RichTextEditorBodyProps): Record<string, string> {
  const attributes: Record<string, string> = {
    'aria-label': props.label,
    'aria-multiline': 'true',
    role: 'textbox',
  };
  if (props.describedBy) attributes['aria-describedby'] = props.describedBy;
  if (props.invalid) attributes['aria-invalid'] = 'true';
  if (props.required) attributes['aria-required'] = 'true';
  return attributes;
}

function FormulaPreview({ latex }: { latex: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    try {
      katex.render(latex || '\\;', ref.current, { throwOnError: true, displayMode: false });
    } catch {
      ref.current.textContent = 'This is not valid LaTeX yet';
    }
  }, [latex]);
  return <Box ref={ref} mih={32} p="xs" bg="gray.0" style={{ borderRadius: 6 }} aria-hidden="true" />;
}

function FormulaDialog({
  target,
  onClose,
  onSubmit,
}: {
  target: FormulaTarget | null;
  onClose: () => void;
  onSubmit: (latex: string) => void;
}) {
  const [latex, setLatex] = useState('');
  const opened = target !== null;
  useEffect(() => {
    if (target) setLatex(target.mode === 'edit' ? target.latex : '');
  }, [target]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (latex.trim() === '') return;
    onSubmit(latex.trim());
  };
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={600}>{target?.mode === 'edit' ? 'Edit formula' : 'Insert formula'}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={submit}>
            <Stack gap="sm">
              <TextInput
                label="Formula (LaTeX)"
                description="For example: E = mc^2 or \frac{a}{b}"
                value={latex}
                onChange={(event) => setLatex(event.currentTarget.value)}
                data-autofocus
                autoComplete="off"
                spellCheck={false}
                ff="monospace"
              />
              <FormulaPreview latex={latex} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={latex.trim() === ''}>
                  {target?.mode === 'edit' ? 'Update formula' : 'Insert formula'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The Tiptap editor itself; loaded on demand by `RichTextField`. */
export default function RichTextEditorBody(props: RichTextEditorBodyProps) {
  const { value, onChange, placeholder, minHeight = 160 } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [formula, setFormula] = useState<FormulaTarget | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
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
    const dropped = droppedImage(files);
    if (dropped.kind === 'none') return false;
    if (dropped.kind === 'refused') notifyError(dropped.message);
    else void uploadRef.current(dropped.file, pos);
    return true;
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.extend({
        addKeyboardShortcuts() {
          return {
            'Mod-k': () => {
              this.editor.view.dom.dispatchEvent(new Event(EDIT_LINK_EVENT));
              return true;
            },
          };
        },
      }).configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      Image.configure({ inline: false, allowBase64: false }),
      Placeholder.configure({ placeholder: placeholder ?? 'Write here…' }),
      Mathematics.configure({
        katexOptions: { throwOnError: false },
        inlineOptions: {
          onClick: (node, pos) =>
            setFormula({ mode: 'edit', kind: 'inline', pos, latex: String(node.attrs.latex ?? '') }),
        },
        blockOptions: {
          onClick: (node, pos) =>
            setFormula({ mode: 'edit', kind: 'block', pos, latex: String(node.attrs.latex ?? '') }),
        },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: editorAttributes(props),
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const files = event.clipboardData?.files;
        if (!files || files.length === 0) return false;
        event.preventDefault();
        return handleFiles(files, null);
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });
  editorRef.current = editor;

  // Names and error state follow the field (e.g. "Section 2 content" after a reorder).
  const attributes = editorAttributes(props);
  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for attributes
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributesKey]);

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
    event.preventDefault();
    event.stopPropagation();
    const pos = editor?.view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
    handleFiles(files, pos);
  };

  return (
    <Box pos="relative" onDropCapture={dropFiles}>
      <LoadingOverlay
        visible={uploading}
        zIndex={5}
        overlayProps={{ radius: 'md', backgroundOpacity: 0.85, color: '#fff' }}
        loaderProps={{
          children: (
            <Stack gap={6} align="center" role="status" aria-live="polite" w={260}>
              <Group gap="sm">
                <IconUpload size={20} aria-hidden="true" />
                <Text fw={500}>{messages.pleaseWaitUploading}</Text>
              </Group>
              <Progress value={progress ?? 0} w="100%" animated aria-label="Uploading the image" />
            </Stack>
          ),
        }}
      />
      <RichTextEditor editor={editor} style={props.invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset={60} aria-label={`${props.label} formatting`} role="toolbar">
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
            <RichTextEditor.Control
              onClick={() => setFormula({ mode: 'insert' })}
              aria-label="Insert formula"
              title="Insert formula"
            >
              <IconMathFunction size={16} stroke={1.5} aria-hidden="true" />
            </RichTextEditor.Control>
            <RichTextEditor.Control
              onClick={() => fileInputRef.current?.click()}
              aria-label="Insert image"
              title="Insert image"
              disabled={uploading}
            >
              <IconPhoto size={16} stroke={1.5} aria-hidden="true" />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
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
