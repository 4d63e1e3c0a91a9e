import {
  type AuditedCall,
  type AuditFacts,
  type AuditNameBefore,
  auditedCallOf,
  auditLines,
  typedEmail,
} from '@masthead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRecord } from './audit.repo.js';

/**
 * The call of the catalogue a request makes, with its words, when its endpoint's policy keeps it
 * in the log; null for a read, a call that declares `audit: false`, or a route of no endpoint.
 */
export function auditedCall(request: FastifyRequest): AuditedCall | null {
  const endpoint = request.routeOptions.config.endpoint;
  // A GET endpoint's HEAD route carries its config: still a read.
  if (!endpoint || endpoint.method !== request.method) return null;
  return auditedCallOf(endpoint);
}

const objectOr = (value: unknown): Readonly<Record<string, unknown>> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The id of what a write made, from its answer (`{ _id }`, or a sign-in's `user`). */
function answeredId(data: Readonly<Record<string, unknown>>): string | null {
  const id = data._id ?? objectOr(data.user)._id;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}

/**
 * The rows a request leaves as its answer is about to go, or none: every write of the catalogue
 * that succeeded, and every sign-in whatever its outcome (a failed one names the e-mail tried;
 * no value of a password is ever kept). `data`: the answer's `data`; `before`: the thing's name
 * looked up before the call ran.
 */
export function auditRecordsOf(
  request: FastifyRequest,
  reply: FastifyReply,
  data: unknown,
  before: AuditNameBefore | null,
): AuditRecord[] {
  const call = auditedCall(request);
  const endpoint = request.routeOptions.config.endpoint;
  if (!call || !endpoint) return [];
  const { signIn } = call;
  // A refused call changed nothing; a refused sign-in is the row that matters (but not a crash of ours).
  if (signIn ? reply.statusCode >= 500 : reply.statusCode >= 300) return [];
  const body = request.isMultipart() ? {} : objectOr(request.body);
  const answer = objectOr(data);
  const facts: AuditFacts = {
    body,
    data: answer,
    before,
    status: reply.statusCode,
    actorId: request.actor?.id ?? null,
  };
  // A sign-in is made by the user it signs in; a failed one by whoever typed the e-mail.
  const signedIn = signIn ? objectOr(answer.user) : {};
  const email = (signIn && typedEmail(body.email)) || '';
  const userId = request.actor?.id ?? (typeof signedIn._id === 'string' ? signedIn._id : null);
  const userName = request.actor?.name ?? (typeof signedIn.name === 'string' ? signedIn.name : email);
  const params = request.params as { id?: unknown } | undefined;
  const item = typeof params?.id === 'string' ? params.id.slice(0, 100) : answeredId(answer);
  return auditLines(call.wording, facts).map((line) => ({
    userId,
    userName,
    summary: line.words,
    action: `${endpoint.method} ${endpoint.path}`,
    model: endpoint.tag,
    item,
    ip: request.ip,
    status: reply.statusCode,
    fields: request.isMultipart() ? ['file'] : line.fields,
  }));
}
