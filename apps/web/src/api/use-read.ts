import type { CallInput, DataOf, Endpoint } from '@masthead/contract';
import { queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call';
import { readKey } from './read-key';

/** What a screen may tune of a read; the key and the call come from the endpoint. */
export type ReadOptions<E extends Endpoint, T = DataOf<E>> = Omit<
  UseQueryOptions<DataOf<E>, Error, T>,
  'queryKey' | 'queryFn'
>;

/** A read's query options (for `useRead`, and for a prefetch of what a screen will read). */
export function readOptions<E extends Endpoint, T = DataOf<E>>(
  endpoint: E,
  input: CallInput<E>,
  options?: ReadOptions<E, T>,
) {
  return queryOptions<DataOf<E>, Error, T>({
    ...options,
    queryKey: readKey(endpoint, input),
    queryFn: ({ signal }) => callApi(endpoint, { ...input, signal }),
  });
}

/** The one way to read: the endpoint's answer, cached under a key derived from it and its input. */
export function useRead<E extends Endpoint, T = DataOf<E>>(
  endpoint: E,
  input: CallInput<E>,
  options?: ReadOptions<E, T>,
) {
  return useQuery(readOptions(endpoint, input, options));
}
