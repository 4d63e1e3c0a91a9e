import { MantineProvider } from '@mantine/core';
import { endpoints } from '@masthead/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { readKey } from '../../api/read-key';
import { unresolvedMentions } from './mention-text';
import { emptyDraft, type MentionDraft, MentionTextarea, mentionsOf, useMentionCheck } from './mention-textarea';

const people = [
  { _id: 'u1', name: 'Rita Reporter' },
  { _id: 'u2', name: 'Ravi Rao' },
  { _id: 'u3', name: 'Ed Editor' },
];

// happy-dom has no font loading, which the autosizing textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

let sent: { draft: MentionDraft; problem: string | null } | null = null;

function Note() {
  const [draft, setDraft] = useState<MentionDraft>(emptyDraft);
  const check = useMentionCheck();
  return (
    <>
      <MentionTextarea label="Note" value={draft} onChange={setDraft} />
      <button type="button" onClick={() => (sent = { draft, problem: check(draft) })}>
        Send
      </button>
    </>
  );
}

function renderNote() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(readKey(endpoints.user.options, {}), people);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Note />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
}

/** Types one key at a time, the caret at the end, as a person does. */
function type(box: HTMLTextAreaElement, text: string) {
  for (const key of text) {
    const value = box.value + key;
    act(() => {
      fireEvent.change(box, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
    });
  }
}

/** The option the keyboard has highlighted (what Enter would pick). */
const highlighted = (name: string) =>
  [...document.querySelectorAll('[role=option]')].some(
    (option) => option.textContent === name && option.hasAttribute('data-combobox-selected'),
  );

// The first render of Mantine on a loaded machine takes seconds.
describe('MentionTextarea', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('highlights the first colleague offered for "@Ri", and Enter picks her', async () => {
    const box = renderNote();
    box.focus();
    type(box, 'Ask @Ri');
    await waitFor(() => expect(screen.queryAllByRole('option', { hidden: true }).length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    await waitFor(() => expect(highlighted('Rita Reporter')).toBe(true));
    expect(screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Rita Reporter',
    ]);
    act(() => {
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    });
    await waitFor(() => expect(box.value).toBe('Ask @Rita Reporter '));
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(sent?.problem).toBeNull();
    expect(sent && mentionsOf(sent.draft)).toEqual(['u1']);
  });

  it('picks the highlighted colleague with Tab too', async () => {
    const box = renderNote();
    box.focus();
    type(box, '@Ed');
    await waitFor(() => expect(highlighted('Ed Editor')).toBe(true));
    act(() => {
      fireEvent.keyDown(box, { key: 'Tab', code: 'Tab' });
    });
    await waitFor(() => expect(box.value).toBe('@Ed Editor '));
  });

  it('says so once before sending an @word that names nobody; sending again keeps it as text', () => {
    const box = renderNote();
    type(box, 'Ping @Zed now');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(sent?.problem).toContain('@Zed names nobody');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(sent?.problem).toBeNull();
  });
});

describe('unresolvedMentions', () => {
  it('finds the @words not written by a pick, and not an e-mail address', () => {
    const rita = { _id: 'u1', name: 'Rita Reporter' };
    expect(unresolvedMentions('@Rita Reporter and @Ri, mail a@b.c', [rita])).toEqual(['@Ri,']);
    expect(unresolvedMentions('@Rita Reporter please', [rita])).toEqual([]);
    expect(unresolvedMentions('@Ri', [])).toEqual(['@Ri']);
  });
});
