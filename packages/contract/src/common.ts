import { z } from 'zod';
import { messages } from './messages.js';

export const generalStatuses = ['Init', 'Enable', 'Disable'] as const;
export const generalStatusSchema = z.enum(generalStatuses);
export type GeneralStatus = z.infer<typeof generalStatusSchema>;

/** How a status reads in lists (users, roles). */
export const generalStatusLabels: Record<GeneralStatus, string> = {
  Init: 'New',
  Enable: 'Active',
  Disable: 'Blocked',
};

export const idSchema = z.uuid({ error: 'Not a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `page`, `pageSize`, `all=true` and an ignored `populate`, as every list accepts them. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  populate: z.union([z.string(), z.array(z.string())]).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The instants the database stores: 0001-01-01T00:00Z … 9999-12-31T23:59:59.999Z. */
const STORABLE_FROM = Date.parse('0001-01-01T00:00:00.000Z');
const STORABLE_TO = Date.parse('9999-12-31T23:59:59.999Z');
export function isStorableInstant(value: string): boolean {
  const at = Date.parse(value);
  return !Number.isNaN(at) && at >= STORABLE_FROM && at <= STORABLE_TO;
}

/** A date and time with its offset (ISO 8601), one the database stores. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: messages.dateInvalid })
  .refine(isStorableInstant, messages.dateInvalid);

/** Minutes east of UTC, as the browser knows its zone (UTC−14:00 … UTC+14:00). */
export const tzOffsetSchema = z.coerce.number().int().min(-840).max(840);

/**
 * A calendar day filter (YYYY-MM-DD). Its day, widened by the largest zone offset either side,
 * must be a time the database stores: 0001-01-02 … 9999-12-30, else 400.
 */
export const dayFilterSchema = z.iso
  .date({ error: messages.dateInvalid })
  .refine((day) => day >= '0001-01-02' && day <= '9999-12-30', messages.dateInvalid);

/**
 * The version of a record a form loaded (its `updatedAt`), sent back with the save: a save
 * against a newer version is refused with 409 naming who changed it and when.
 */
export const expectedVersionSchema = z.string().refine(isStorableInstant, messages.dateInvalid).optional();

/** What a 409 stale write carries in `fields`: who saved last, and when. */
export const staleWriteFieldsSchema = z.object({ updatedBy: z.string(), updatedAt: z.string() });
export type StaleWriteFields = z.infer<typeof staleWriteFieldsSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function dataOf<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const errorCodeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The code an error answer carries for its HTTP status; any status not listed is INTERNAL. */
export function errorCodeForStatus(status: number): ErrorCode {
  return errorCodeByStatus[status] ?? 'INTERNAL';
}

export const errorBodySchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A string field that is required, with the spec's message for both missing and empty. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must be at most ${max} characters` });
}

export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();
}

/**
 * Characters no stored address may hold: white space and control characters (browsers drop
 * them inside a scheme, so `java\tscript:` runs) and backslashes (browsers read `\` as `/`,
 * so `/\evil.example` leaves the site).
 */
const unsafeUrlCharacter = /[\p{Cc}\s\\]/u;

/** An absolute `http:` or `https:` address with a host, and nothing a browser could read as another scheme. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || unsafeUrlCharacter.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site (`/news/x`): one leading slash, never `//host` (which leaves the site). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value) && !unsafeUrlCharacter.test(value);
}

/**
 * Whether an address may be stored in or rendered from a URL field: `http`/`https` only, or a site
 * path where the field means one (DECISIONS, "URL fields"). `javascript:`, `data:`, `vbscript:`,
 * protocol-relative `//host` and everything else are refused.
 */
export function isSafeUrl(value: string, options: { sitePath?: boolean } = {}): boolean {
  return isWebUrl(value) || (options.sitePath === true && isSitePath(value));
}

/**
 * Every URL field of the contract: optional, trimmed, empty for none, otherwise `isSafeUrl`.
 * A refused address answers 400 with the field's path and the message below.
 */
export function optionalUrl(options: { max?: number; sitePath?: boolean } = {}) {
  const { max = 2000, sitePath = false } = options;
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine((value) => value === '' || isSafeUrl(value, { sitePath }), {
      error: sitePath ? messages.urlOrPathInvalid : messages.urlInvalid,
    })
    .optional();
}

/** DD/MM/YYYY HH:mm, the one date format the product shows. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
