import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema } from './auth.js';
import { messages } from './messages.js';
import { roleCreateSchema } from './role.js';
import { passwordChangeSchema, profileSchema, userCreateSchema, userPatchSchema } from './user.js';

/** The first message per field, as the forms and the API show them. */
function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('user create', () => {
  it('gives every spec message on an empty form', () => {
    expect(
      fieldMessages(userCreateSchema, { email: '', name: '', phone: '', password: '', confirmPassword: '' }),
    ).toEqual({
      email: messages.emailRequired,
      name: messages.nameRequired,
      phone: messages.phoneRequired,
      password: messages.passwordRequired,
      confirmPassword: messages.confirmPasswordRequired,
    });
  });
  it('gives the required messages for missing fields too', () => {
    expect(fieldMessages(userCreateSchema, {})).toMatchObject({
      email: messages.emailRequired,
      name: messages.nameRequired,
      password: messages.passwordRequired,
    });
  });
  it('checks the e-mail form and matching passwords', () => {
    expect(
      fieldMessages(userCreateSchema, {
        email: 'jane@',
        name: 'Jane',
        phone: '0123456',
        password: 'secret-pass',
        confirmPassword: 'other-pass',
      }),
    ).toEqual({ email: messages.emailInvalid, confirmPassword: messages.passwordsDoNotMatch });
  });
  it('accepts a valid user and trims it', () => {
    const parsed = userCreateSchema.parse({
      email: ' jane@example.com ',
      name: ' Jane ',
      phone: '+44 20 7946 0000',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
    });
    expect(parsed).toMatchObject({ email: 'jane@example.com', name: 'Jane', roles: [] });
  });
});

describe('passwords, profile, role, login', () => {
  it('password change: required, retype, match', () => {
    expect(fieldMessages(passwordChangeSchema, { password: '', confirmPassword: '' })).toEqual({
      password: messages.passwordRequired,
      confirmPassword: messages.confirmPasswordRequired,
    });
    expect(fieldMessages(passwordChangeSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
    });
    expect(fieldMessages(passwordChangeSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: messages.passwordTooShort,
    });
  });
  it('patch: a password needs its retype', () => {
    expect(
      fieldMessages(userPatchSchema, { _id: '00000000-0000-4000-8000-000000000000', password: 'abcdefgh' }),
    ).toEqual({ confirmPassword: messages.confirmPasswordRequired });
  });
  it('profile: name and phone required', () => {
    expect(fieldMessages(profileSchema, { name: '', phone: '' })).toEqual({
      name: messages.nameRequired,
      phone: messages.phoneRequired,
    });
  });
  it('role: name and description required', () => {
    expect(fieldMessages(roleCreateSchema, { name: '', description: '' })).toEqual({
      name: messages.nameRequired,
      description: messages.descriptionRequired,
    });
  });
  it('login: e-mail and password', () => {
    expect(fieldMessages(loginSchema, { email: 'x', password: '' })).toEqual({
      email: messages.emailInvalid,
      password: messages.passwordRequired,
    });
  });
});
