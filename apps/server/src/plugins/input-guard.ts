import { messages } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

/** Deeper than any request of ours nests (content sections hold a few levels). */
export const MAX_JSON_DEPTH = 64;

/** A UTF-16 surrogate without its partner: not a character, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Problem = { field: string; message: string };

function textProblem(text: string, field: string): Problem | null {
  if (text.includes('\u0000')) return { field, message: messages.nulCharacter };
  if (LONE_SURROGATE.test(text)) return { field, message: messages.loneSurrogate };
  return null;
}

/**
 * The first text (value or key) no column can store — a NUL character or a lone surrogate —
 * or a nesting deeper than MAX_JSON_DEPTH. Walked with an explicit stack, never recursion:
 * a hostile body nested 100,000 levels must not overflow the call stack.
 */
export function inputProblem(root: unknown): Problem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value, path || 'value');
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_JSON_DEPTH) return { field: path || 'value', message: messages.nestedTooDeep };
    const entries = Object.entries(value);
    // Pushed in reverse, so the first field is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      const innerPath = path ? `${path}.${key}` : key;
      const keyProblem = textProblem(key, innerPath);
      if (keyProblem) return keyProblem;
      stack.push({ value: inner, path: innerPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, with 400 and the field's name, any request whose path, query or JSON body carries
 * text no column can hold (NUL, a lone surrogate) or nests absurdly deep; nothing is stored.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  });
}
