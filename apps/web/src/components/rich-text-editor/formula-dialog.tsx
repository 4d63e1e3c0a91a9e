import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import katex from 'katex';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from '../dialog';

export type FormulaTarget = { mode: 'insert' } | { mode: 'edit'; kind: 'inline' | 'block'; pos: number; latex: string };

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
  return <Box ref={ref} mih={32} p="xs" bg="var(--masthead-page)" style={{ borderRadius: 6 }} aria-hidden="true" />;
}

/** Inserts a formula, or changes the one clicked, with a live KaTeX preview. */
export function FormulaDialog({
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
    <Dialog opened={opened} onClose={onClose} title={target?.mode === 'edit' ? 'Edit formula' : 'Insert formula'}>
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
    </Dialog>
  );
}
