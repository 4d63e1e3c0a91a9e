import { MantineProvider } from '@mantine/core';
import { notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordLoader } from './record-loader';

/** A form keeps what it was mounted with, as the real forms do. */
function Form({ title }: { title: string }) {
  const [value] = useState(title);
  return <output aria-label="title">{value}</output>;
}

let reload: () => Promise<void> = async () => {};

function Screen({ read }: { read: () => Promise<{ title: string }> }) {
  const query = useQuery({ queryKey: ['record'], queryFn: read, staleTime: 0 });
  return (
    <RecordLoader query={query} title="Edit">
      {(record, again) => {
        reload = again;
        return <Form title={record.title} />;
      }}
    </RecordLoader>
  );
}

describe('RecordLoader', () => {
  afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

  it('restarts the form from what the reload read, even when the query tells its observers late', async () => {
    // Observers learn of new data long after the refetch itself resolves.
    notifyManager.setScheduler((callback) => setTimeout(callback, 200));
    const titles = ['Harbour plan', 'Harbour plan, revised'];
    let reads = 0;
    const read = async () => ({ title: titles[Math.min(reads++, 1)] as string });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <Screen read={read} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('title').textContent).toBe('Harbour plan'), { timeout: 2000 });
    await act(() => reload());
    expect(screen.getByLabelText('title').textContent).toBe('Harbour plan, revised');
  });
});
