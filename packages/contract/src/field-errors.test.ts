import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors.js';
import { messages } from './messages.js';

describe('fieldErrorsOf', () => {
  it('names each field by its path, keeps the first message of a field, and puts the whole value under _', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').min(3, 'Too short'),
      roles: z.array(z.uuid('Bad id')),
    });
    const parsed = schema.safeParse({ name: '', roles: ['x'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error ? fieldErrorsOf(parsed.error.issues) : null).toEqual({
      name: 'Name is required',
      'roles.0': 'Bad id',
    });
    expect(fieldErrorsOf([{ path: [], message: 'Nothing fits' }, { path: ['seo', 'title'] }])).toEqual({
      _: 'Nothing fits',
      'seo.title': messages.validationFailed,
    });
  });
});
