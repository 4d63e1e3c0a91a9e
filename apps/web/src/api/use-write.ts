import type { AnswerOf, CallInput, DataOf, Endpoint } from '@masthead/contract';
import { hashKey, type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiAnswer } from './call';
import { readKey, type Stored } from './read-key';
import { staleKeysAfter } from './stale-after';

/** A change shown before the server answers; the reads are fetched again however the write ends. */
export interface Optimistic<V> {
  key: QueryKey;
  update: (cached: unknown, variables: V) => unknown;
}

/** Changes `read`'s cached answer as the write starts (nothing is cached: nothing to change). */
export function optimistic<R extends Endpoint, V>(
  read: R,
  input: CallInput<R>,
  update: (cached: DataOf<R>, variables: V) => DataOf<R>,
): Optimistic<V> {
  return {
    key: readKey(read, input),
    // The key is derived from `read`, so what is cached under it is `read`'s answer.
    update: (cached, variables) => (cached === undefined ? cached : update(cached as DataOf<R>, variables)),
  };
}

export interface WriteOptions<E extends Endpoint, V, T> {
  /** How the hook's variables become the call's input; without it the variables are the input. */
  input?: (variables: V) => CallInput<E>;
  /** The call itself, for a write that is one of two calls of `endpoint`'s group (approve or reject). */
  call?: (variables: V) => Promise<T>;
  /** A read the answer already is: kept in the cache at once. */
  store?: (answer: T, variables: V) => Stored | null;
  /** False: the stored read is fresh and is not fetched again with the rest (it would race a form). */
  refetchStored?: boolean;
  optimistic?: Optimistic<V>;
  onMutate?: (variables: V) => void;
  /** Runs after the store and before the stale reads are fetched again. */
  onSuccess?: (answer: T, variables: V) => void;
  onError?: (error: Error, variables: V) => void;
}

function invalidateStale(
  queryClient: QueryClient,
  endpoint: Endpoint,
  kept: Stored | null,
  refetchStored: boolean,
): Promise<unknown> {
  const skip = kept && !refetchStored ? hashKey(kept.key) : null;
  return Promise.all(
    staleKeysAfter(endpoint).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== skip }),
    ),
  );
}

function useWriteWith<E extends Endpoint, V, T>(
  endpoint: E,
  run: (input: CallInput<E>) => Promise<T>,
  options: WriteOptions<E, V, T>,
) {
  const queryClient = useQueryClient();
  const { input, call, store, refetchStored = true, optimistic: change, onMutate, onSuccess, onError } = options;
  const stale = () => invalidateStale(queryClient, endpoint, null, true);
  return useMutation({
    // Without `input` the variables are the call's input (V defaults to CallInput<E>).
    mutationFn: (variables: V) => call?.(variables) ?? run(input ? input(variables) : (variables as CallInput<E>)),
    onMutate: (variables: V) => {
      onMutate?.(variables);
      if (change) queryClient.setQueryData(change.key, (cached: unknown) => change.update(cached, variables));
    },
    onSuccess: (answer: T, variables: V) => {
      const kept = store?.(answer, variables) ?? null;
      if (kept) queryClient.setQueryData(kept.key, kept.data);
      onSuccess?.(answer, variables);
      // An optimistic write reads again once settled, below.
      return change ? undefined : invalidateStale(queryClient, endpoint, kept, refetchStored);
    },
    onError,
    onSettled: change ? stale : undefined,
  });
}

/**
 * The one way to write: a mutation of `endpoint` resolving to its `data`; on success the reads its
 * group makes stale (`stale-after.ts`) are fetched again.
 */
export function useWrite<E extends Endpoint, V = CallInput<E>>(
  endpoint: E,
  options: WriteOptions<E, V, DataOf<E>> = {},
) {
  return useWriteWith(endpoint, (input) => callApi(endpoint, { ...input, signal: undefined }), options);
}

/** `useWrite` resolving to the whole answer, for an endpoint with fields beside `data` (a fresh token). */
export function useWriteAnswer<E extends Endpoint, V = CallInput<E>>(
  endpoint: E,
  options: WriteOptions<E, V, AnswerOf<E>> = {},
) {
  return useWriteWith(endpoint, (input) => callApiAnswer(endpoint, { ...input, signal: undefined }), options);
}
