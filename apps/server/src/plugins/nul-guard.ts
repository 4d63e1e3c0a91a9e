import { messages } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

/** The path of the first string holding U+0000, which PostgreSQL text cannot store. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, with 400 and the field's name, any request whose path, query or JSON body
 * carries a NUL character: no text field can hold one, and PostgreSQL would fail on it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (field) throw badRequest(messages.nulCharacter, { [field]: messages.nulCharacter });
  });
}
