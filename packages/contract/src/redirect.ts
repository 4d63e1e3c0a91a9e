import { z } from 'zod';
import { expectedVersionSchema, isSafeUrl, isSitePath, isWebUrl, listQuerySchema } from './common.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';

/** Redirect statuses (SPEC §3): served while Enable. */
export const redirectStatuses = ['Enable', 'Disable'] as const;
export const redirectStatusLabels: Record<(typeof redirectStatuses)[number], string> = {
  Enable: 'Active',
  Disable: 'Inactive',
};

/** The HTTP status a redirect answers with: permanent (301, 308) or temporary (302, 307). */
export const redirectCodes = [301, 302, 307, 308] as const;
export type RedirectCode = (typeof redirectCodes)[number];
export const redirectCodeLabels: Record<RedirectCode, string> = {
  301: '301 Moved permanently',
  302: '302 Found (temporary)',
  307: '307 Temporary, same method',
  308: '308 Permanent, same method',
};

const MAX_URL = 2000;

/**
 * An old address as stored: a path on this site with its query as given, without a trailing slash
 * (but `/` itself); an absolute http(s) address is reduced to its path and query. Null when it is
 * not one.
 */
export function normalizeOldUrl(raw: string): string | null {
  let value = raw.trim();
  if (isWebUrl(value)) {
    const url = new URL(value);
    value = `${url.pathname}${url.search}`;
  }
  if (!isSitePath(value)) return null;
  const [pathPart = '/', ...query] = value.split('?');
  const path = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') || '/' : pathPart;
  return query.length > 0 ? `${path}?${query.join('?')}` : path;
}

/** A target as stored: a site path as given, or an absolute http(s) address with scheme and host in lower case. */
export function normalizeRedirectUrl(raw: string): string | null {
  const value = raw.trim();
  if (!isSafeUrl(value, { sitePath: true })) return null;
  if (!isWebUrl(value)) return value;
  const url = new URL(value);
  // The rest as given: after the scheme's `//`, from the first `/`, `?` or `#` on.
  const authorityStart = value.indexOf('//') + 2;
  const rest = value.slice(authorityStart).search(/[/?#]/);
  return `${url.protocol}//${url.host}${rest < 0 ? '' : value.slice(authorityStart + rest)}`;
}

const oldUrlField = z
  .string({ error: messages.oldUrlRequired })
  .trim()
  .min(1, { error: messages.oldUrlRequired, abort: true })
  .max(MAX_URL, { error: messages.tooLong(MAX_URL), abort: true })
  .refine((value) => normalizeOldUrl(value) !== null, { error: messages.oldUrlInvalid })
  .transform((value) => normalizeOldUrl(value) as string);

const redirectUrlField = z
  .string({ error: messages.redirectUrlRequired })
  .trim()
  .min(1, { error: messages.redirectUrlRequired, abort: true })
  .max(MAX_URL, { error: messages.tooLong(MAX_URL), abort: true })
  .refine((value) => normalizeRedirectUrl(value) !== null, { error: messages.redirectUrlInvalid })
  .transform((value) => normalizeRedirectUrl(value) as string);

const codeField = z.union(
  redirectCodes.map((code) => z.literal(code)),
  { error: messages.redirectCodeInvalid },
);

export const redirectCreateSchema = z.object({
  oldUrl: oldUrlField,
  redirectUrl: redirectUrlField,
  statusCode: codeField.default(301),
  status: z.enum(redirectStatuses).default('Enable'),
});
export type RedirectCreate = z.input<typeof redirectCreateSchema>;

export const redirectUpdateSchema = patchOf(redirectCreateSchema).extend({
  _id: z.string().optional(),
  updatedAt: expectedVersionSchema,
});
export type RedirectUpdate = z.input<typeof redirectUpdateSchema>;

export const redirectSchema = z.object({
  _id: z.string(),
  oldUrl: z.string(),
  redirectUrl: z.string(),
  statusCode: z.number().int(),
  status: z.enum(redirectStatuses),
  hits: z.number().int(),
  lastHitAt: z.string().nullable(),
  /** Its target is itself redirected: where the chain ends, to point this one straight there. */
  chainEnd: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

/** A CSV of `old,new[,code]` rows (a header row is recognised and skipped). */
export const redirectImportSchema = z.object({
  csv: z
    .string({ error: messages.csvRequired })
    .min(1, { error: messages.csvRequired })
    .max(1_000_000, { error: messages.tooLong(1_000_000) }),
});

export const redirectImportRowSchema = z.object({
  row: z.number().int(),
  oldUrl: z.string(),
  redirectUrl: z.string(),
  result: z.enum(['added', 'refused']),
  message: z.string(),
});
export const redirectImportReportSchema = z.object({
  added: z.number().int(),
  refused: z.number().int(),
  rows: z.array(redirectImportRowSchema),
});
export type RedirectImportReport = z.infer<typeof redirectImportReportSchema>;

/** A path asked for that nothing answered: an editor may turn it into a redirect. */
export const notFoundPathSchema = z.object({
  path: z.string(),
  hits: z.number().int(),
  lastAt: z.string(),
});
export type NotFoundPath = z.infer<typeof notFoundPathSchema>;

export const publicRedirectQuerySchema = z.object({
  path: z.string({ error: messages.oldUrlRequired }).min(1).max(MAX_URL),
});
export const publicRedirectSchema = z.object({
  redirectUrl: z.string(),
  statusCode: z.number().int(),
});
