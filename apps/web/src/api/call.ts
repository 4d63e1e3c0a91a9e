import { type AnswerOf, type DataOf, type Endpoint, pathOf } from '@masthead/contract';
import type { z } from 'zod';
import { type QueryValue, request } from './client';

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a call sends, typed by its endpoint: path params, query, body. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never }) & {
    signal?: AbortSignal;
    keepalive?: boolean;
  };

/** Calls an endpoint of the catalogue; resolves to the whole answer (`data` and anything beside it). */
export async function callApiAnswer<E extends Endpoint>(e: E, input: CallInput<E>): Promise<AnswerOf<E>> {
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
export async function callApi<E extends Endpoint>(e: E, input: CallInput<E>): Promise<DataOf<E>> {
  return (await callApiAnswer(e, input)).data;
}
