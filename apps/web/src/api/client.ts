import { messages } from '@masthead/contract';
import { ApiError, networkError, toApiError } from './api-error';
import { clearToken, getToken } from './token';

export const API_BASE = '/api';
const LOGIN_PATH = '/auth/login';
const NOTICE_KEY = 'masthead.notice';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** A success answer: `data` plus whatever the server puts next to it (e.g. a fresh `token`). */
export interface Envelope<T> {
  data: T;
  token?: string;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Lets the call finish while the page unloads (measurements sent at the last moment). */
  keepalive?: boolean;
}

export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A notice the sign-in screen shows once, e.g. after the session ended. */
export function leaveLoginNotice(text: string): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // Without session storage the notice is simply not shown.
  }
}

export function peekLoginNotice(): string | null {
  try {
    return window.sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

export function clearLoginNotice(): void {
  try {
    window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * A 401 on any call but login means the session is gone: drop the token and reload, so the
 * app starts signed out. Only when a token was sent, or a public call would reload forever.
 */
export function endSessionAndReload(path: string, sentToken: boolean): boolean {
  if (!sentToken || path === LOGIN_PATH) return false;
  clearToken();
  leaveLoginNotice(messages.sessionExpired);
  window.location.reload();
  return true;
}

/** Never settles: used while the page reloads so screens do not flash an error first. */
function pending<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && 'data' in body;
}

/**
 * Sends one call and settles its failures: a network failure, an ended session (drop the token,
 * reload), an error answer. Resolves to a success answer whose body is not read yet.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${withQuery(path, options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (response.ok) return response;
  const body = await readJson(response);
  if (response.status === 401 && endSessionAndReload(path, token !== null)) return pending();
  throw toApiError(response.status, body);
}

/** One call to the API (through `callApi`, by endpoint); resolves to the whole success envelope, rejects with an `ApiError`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await send(path, options, 'application/json');
  // A delete answers 204 with no body.
  if (response.status === 204) return { data: null as T };
  const body = await readJson(response);
  if (!isEnvelope<T>(body)) throw new ApiError(response.status, 'INTERNAL', messages.internalError);
  return body;
}

/** A file the API answered (a download): its content and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or null. */
export function filenameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/** One call whose answer is a file of `type` (through `downloadFile`, by endpoint), rejects with an `ApiError`. */
export async function requestFile(path: string, type: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options, type);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}
