import { z } from 'zod';
import { messages } from './messages.js';
import { actionsSatisfying, type Requirement } from './permissions.js';

/**
 * What a call needs: public, any signed-in user, one resource with any of its actions, or any
 * one of several such requirements.
 */
export type RoutePermission = { public: true } | { signedIn: true } | Requirement | { anyOf: readonly Requirement[] };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Where the API is served: every endpoint's `path` is under it. */
export const API_BASE = '/api';

/**
 * What the audit log keeps of a call (ADR 0024): `'write'`, a row per successful call;
 * `'signIn'`, a row whatever the outcome (a failed sign-in is the row that matters); `false`,
 * none. Unsaid, a call that is not a GET is a write.
 */
export type AuditPolicy = 'write' | 'signIn' | false;

/**
 * The limits a call can be held to, by name: the server maps each to its configured number per
 * minute (0 lifts it). Each counts per address or per signed-in user; a refusal says `message`, or
 * the general words of a 429.
 */
export const rateLimits = {
  /** One web-vitals measurement (sent from the sign-in screen too). */
  webVital: { per: 'address' },
  /** One page load's web-vitals beacon. */
  webVitalBeacon: { per: 'address' },
  /** Uploads, counted before the body is read (the guard has named the user by then). */
  upload: { per: 'user' },
  /** Advertisements served to a reader. */
  adRequest: { per: 'address', message: messages.tooManyAdRequests },
  /** Clicks on served advertisements. */
  adClick: { per: 'address', message: messages.tooManyAdRequests },
} as const satisfies Record<string, { per: 'address' | 'user'; message?: string }>;
export type RateLimitName = keyof typeof rateLimits;

/**
 * One API call, declared once: the server registers its route from it, the browser calls it
 * through it, the OpenAPI document is made from it. `path` is under `/api`, with `:name` params.
 */
export interface Endpoint {
  method: HttpMethod;
  path: `/${string}`;
  /** The OpenAPI group. */
  tag: string;
  summary?: string;
  permission: RoutePermission;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A file upload (multipart form) instead of a JSON body. */
  multipart?: true;
  /** The answer's `data`; null when the call answers 204 with no body. */
  data: z.ZodType | null;
  /** Fields the answer carries beside `data` (a fresh token). */
  extra?: z.ZodRawShape;
  /** Status of a success with a body; 200 unless said (201 for creates). */
  status?: 200 | 201;
  /** Success is a 302 to another address (`data` is null). */
  redirect?: true;
  /**
   * The answer is a file to download of this media type (sent with `charset=utf-8` and a file
   * name), not JSON: `data` is its text, the handler answers `{ data, filename }`.
   */
  download?: 'text/csv';
  /** What the audit log keeps of the call; unsaid, a row for a write (any method but GET). */
  audit?: AuditPolicy;
  /**
   * A public read whose answers are kept as bytes until a write, a NOTIFY or a publish time drops
   * them, and sent from the front of the server (`lib/public-cache.ts`).
   */
  publicCache?: true;
  /** Held to this limit of `rateLimits` (429 with Retry-After beyond it). */
  rateLimit?: RateLimitName;
}

/** What the audit log keeps of a call: a write's row, a sign-in's row, or nothing (null). */
export function auditPolicyOf(e: Endpoint): 'write' | 'signIn' | null {
  if (e.audit !== undefined) return e.audit || null;
  return e.method === 'GET' ? null : 'write';
}

/** Declares an endpoint, keeping its exact types for the server and the browser. */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
export type DataOf<E extends Endpoint> = E['data'] extends z.ZodType ? z.infer<E['data']> : null;
/** The whole success answer: `{ data, ...extra }`; a download's text and the name of its file. */
export type AnswerOf<E extends Endpoint> = { data: DataOf<E> } & (E['extra'] extends z.ZodRawShape
  ? z.infer<z.ZodObject<E['extra']>>
  : unknown) &
  (E['download'] extends string ? { filename: string } : unknown);

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a call sends, typed by its endpoint: path params, query, body. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never });

/** The success status of an endpoint. */
export function successStatus(e: Endpoint): 200 | 201 | 204 {
  return e.data === null ? 204 : (e.status ?? 200);
}

/** The wire schema of the success answer, or null for 204; a download's is its text. */
export function answerSchema(e: Endpoint): z.ZodType | null {
  if (e.data === null) return null;
  if (e.download) return e.data;
  return z.object({ data: e.data, ...(e.extra ?? {}) });
}

/** The concrete path with its params filled in (each one encoded). */
export function pathOf(e: Endpoint, params?: Record<string, string>): string {
  return e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${e.method} ${e.path}: missing param ${name}`);
    return encodeURIComponent(value);
  });
}

/** A route's declaration as one line, for the catalogue snapshot: every action that opens it, implied ones too. */
export function describePermission(permission: RoutePermission): string {
  if ('public' in permission) return 'public';
  if ('signedIn' in permission) return 'signed in';
  const requirements = 'anyOf' in permission ? permission.anyOf : [permission];
  return requirements.map((r) => `${r.resource}: ${actionsSatisfying(r.resource, r.actions).join('|')}`).join(' or ');
}

/** The id in a path (`/role/:id`); an id of the wrong form is a 404, not a 400. */
export const idPathParams = z.object({ id: z.string() });
