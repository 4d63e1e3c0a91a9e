import { type AnswerOf, type CallInput, type DataOf, type Endpoint, pathOf } from '@masthead/contract';
import { type QueryValue, request } from './client';

/** What a call sends (typed by its endpoint), and how. */
export type CallOptions<E extends Endpoint> = CallInput<E> & { signal?: AbortSignal; keepalive?: boolean };

/** Calls an endpoint of the catalogue; resolves to the whole answer (`data` and anything beside it). */
export async function callApiAnswer<E extends Endpoint>(e: E, input: CallOptions<E>): Promise<AnswerOf<E>> {
  const { params, query, body, signal, keepalive } = input as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  const answer = await request<DataOf<E>>(pathOf(e, params), {
    method: e.method,
    query,
    body: e.body ? body : undefined,
    signal,
    keepalive,
  });
  return answer as AnswerOf<E>;
}

/** Calls an endpoint of the catalogue; resolves to its `data`, rejects with an `ApiError`. */
export async function callApi<E extends Endpoint>(e: E, input: CallOptions<E>): Promise<DataOf<E>> {
  return (await callApiAnswer(e, input)).data;
}
