import { type Endpoint, endpoints } from '@masthead/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointName } from './endpoint-names';
import { groupKey, readKey, stored } from './read-key';
import { staleKeysAfter } from './stale-after';
import { useRead } from './use-read';
import { optimistic, useWrite } from './use-write';

const called = vi.hoisted(() => vi.fn<(e: Endpoint, input: object) => Promise<unknown>>());
vi.mock('./call', () => ({ callApi: called, callApiAnswer: called }));

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
});
afterEach(() => {
  client.clear();
  called.mockReset();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Seeds reads as if screens had loaded them; returns whether each was marked stale after `act`. */
function seed(...keys: ReturnType<typeof readKey>[]) {
  for (const key of keys) client.setQueryData(key, { seeded: true });
  return () => keys.map((key) => client.getQueryState(key)?.isInvalidated ?? false);
}

describe('query keys from the catalogue', () => {
  it('names a read by its group and name, then its params and query', () => {
    expect(readKey(endpoints.user.get, { params: { id: 'u1' } })).toEqual(['user', 'get', { params: { id: 'u1' } }]);
    expect(readKey(endpoints.cms.list, { query: { page: 2 } })).toEqual(['cms', 'list', { query: { page: 2 } }]);
    expect(readKey(endpoints.user.me, {})).toEqual(['user', 'me']);
  });

  it('knows every endpoint of the catalogue and refuses one that is not in it', () => {
    expect(endpointName(endpoints.advertisement.clientReport)).toEqual({
      group: 'advertisement',
      name: 'clientReport',
    });
    expect(() => endpointName({ ...endpoints.user.me })).toThrow(/not an endpoint of the catalogue/);
  });
});

describe('what a write makes stale', () => {
  it('is its own group unless the table says otherwise', () => {
    expect(staleKeysAfter(endpoints.cms.bulk)).toEqual([groupKey('cms')]);
    expect(staleKeysAfter(endpoints.note.reply)).toEqual([groupKey('note')]);
  });

  it('reproduces the reads each feature refreshed by hand before', () => {
    // The session keeps one's own record: a user write leaves `me` alone.
    expect(staleKeysAfter(endpoints.user.create)).toEqual([
      ['user', 'list'],
      ['user', 'get'],
      ['user', 'options'],
    ]);
    expect(staleKeysAfter(endpoints.role.update)).toEqual([['role'], ['user', 'me']]);
    expect(staleKeysAfter(endpoints.client.update)).toEqual([['client'], ['advertisement', 'clientReport']]);
    expect(staleKeysAfter(endpoints.advertisement.delete)).toEqual([
      ['advertisement', 'list'],
      ['advertisement', 'get'],
      ['advertisement', 'report'],
    ]);
    expect(staleKeysAfter(endpoints.site.update)).toEqual([['site', 'detail']]);
    expect(staleKeysAfter(endpoints.layout.update)).toEqual([]);
  });
});

describe('useRead', () => {
  it('calls the endpoint with its input and the abort signal, and caches under the derived key', async () => {
    called.mockResolvedValue({ _id: 'c1', name: 'Acme' });
    const { result } = renderHook(() => useRead(endpoints.client.get, { params: { id: 'c1' } }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ _id: 'c1', name: 'Acme' }));
    expect(called).toHaveBeenCalledWith(endpoints.client.get, {
      params: { id: 'c1' },
      signal: expect.any(AbortSignal),
    });
    expect(client.getQueryData(['client', 'get', { params: { id: 'c1' } }])).toEqual({ _id: 'c1', name: 'Acme' });
  });

  it('passes the options a screen asks for', async () => {
    called.mockResolvedValue({ count: 3 });
    const { result } = renderHook(() => useRead(endpoints.cms.notification, {}, { select: (data) => data.count }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBe(3));
    renderHook(() => useRead(endpoints.cms.counts, {}, { enabled: false }), { wrapper });
    expect(called).toHaveBeenCalledTimes(1);
  });
});

describe('useWrite', () => {
  it('sends its variables as the call input and makes its own group stale, nothing else', async () => {
    called.mockResolvedValue({ _id: 'k1' });
    const staleness = seed(
      readKey(endpoints.category.tree, {}),
      readKey(endpoints.category.list, {}),
      readKey(endpoints.cms.list, {}),
    );
    const { result } = renderHook(() => useWrite(endpoints.category.delete), { wrapper });
    await act(() => result.current.mutateAsync({ params: { id: 'k1' } }));
    expect(called).toHaveBeenCalledWith(endpoints.category.delete, { params: { id: 'k1' }, signal: undefined });
    expect(staleness()).toEqual([true, true, false]);
  });

  it('makes stale what the table says a group changes', async () => {
    called.mockResolvedValue({ _id: 'r1' });
    const staleness = seed(
      readKey(endpoints.role.list, { query: { page: 1 } }),
      readKey(endpoints.user.me, {}),
      readKey(endpoints.user.list, {}),
    );
    const { result } = renderHook(
      () => useWrite(endpoints.role.update, { input: (id: string) => ({ params: { id }, body: { _id: id } }) }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('r1'));
    expect(staleness()).toEqual([true, true, false]);
  });

  it('stores the answer as a read, and leaves it fresh when asked', async () => {
    const item = { _id: 'i1', title: 'Saved' };
    called.mockResolvedValue(item);
    const detail = readKey(endpoints.cms.get, { params: { id: 'i1' } });
    const staleness = seed(detail, readKey(endpoints.cms.list, {}));
    const { result } = renderHook(
      () =>
        useWrite(endpoints.cms.restore, {
          input: (id: string) => ({ params: { id } }),
          store: (saved) => stored(endpoints.cms.get, { params: { id: saved._id } }, saved),
          refetchStored: false,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('i1'));
    expect(client.getQueryData(detail)).toEqual(item);
    expect(staleness()).toEqual([false, true]);
  });

  it('shows an optimistic change at once and reads again even when the write fails', async () => {
    let fail: (error: Error) => void = () => {};
    called.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const list = readKey(endpoints.notification.list, {});
    client.setQueryData(list, { items: [], unread: 2 });
    const { result } = renderHook(
      () =>
        useWrite(endpoints.notification.readAll, {
          optimistic: optimistic(endpoints.notification.list, {}, (cached) => ({ ...cached, unread: 0 })),
        }),
      { wrapper },
    );
    act(() => result.current.mutate({}));
    await waitFor(() => expect(client.getQueryData(list)).toEqual({ items: [], unread: 0 }));
    expect(client.getQueryState(list)?.isInvalidated).toBe(false);
    act(() => fail(new Error('offline')));
    await waitFor(() => expect(client.getQueryState(list)?.isInvalidated).toBe(true));
  });
});
