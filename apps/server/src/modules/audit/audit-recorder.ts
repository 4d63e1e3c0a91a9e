import { secretFieldPattern } from '@masthead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRecord } from './audit.repo.js';

/** Telemetry the browser sends by itself: not a write anyone made. */
const notWrites = new Set(['/api/metrics/web-vitals']);
const SIGN_IN = '/api/auth/login';

/** The names of the fields a call sent, secrets left out (their names too). */
export function sentFields(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body)
    .filter((key) => !secretFieldPattern.test(key) && key !== '_id' && key !== 'updatedAt')
    .sort();
}

/** The id of what a write made, from its answer (`{ data: { _id } }`, or a sign-in's `user`). */
export function answeredId(payload: unknown): string | null {
  const data = (payload as { data?: { _id?: unknown; user?: { _id?: unknown } } } | null)?.data;
  const id = data?._id ?? data?.user?._id;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}

/**
 * What a finished request leaves in the log, or null: every write under /api that succeeded, and
 * every sign-in, failed or not (a failed one names the e-mail tried, never the password).
 */
export function auditRecordOf(
  request: FastifyRequest,
  reply: FastifyReply,
  created: string | null,
): AuditRecord | null {
  const url = request.url.split('?')[0] ?? '';
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  if (!url.startsWith('/api/') || notWrites.has(url)) return null;
  const signIn = url === SIGN_IN;
  if (reply.statusCode >= 400 && !signIn) return null;
  const route = request.routeOptions.url ?? url;
  const actor = request.actor;
  const body = request.body as Record<string, unknown> | undefined;
  const email = signIn && typeof body?.email === 'string' ? body.email.slice(0, 254) : '';
  const params = request.params as { id?: string } | undefined;
  return {
    userId: actor?.id ?? null,
    userName: actor?.name ?? email,
    action: `${request.method} ${route.replace(/^\/api/, '')}`,
    model: (request.routeOptions.schema?.tags as string[] | undefined)?.[0] ?? 'api',
    item: params?.id ?? created,
    ip: request.ip,
    status: reply.statusCode,
    fields: request.isMultipart() ? ['file'] : sentFields(body),
  };
}
