import { messages } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, networkError, toApiError } from './api-error';

describe('toApiError', () => {
  it('reads the wire format with per-field messages', () => {
    const error = toApiError(400, {
      error: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Email is not valid',
        fields: { email: 'Email is not valid' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Email is not valid');
    expect(error.fields).toEqual({ email: 'Email is not valid' });
  });

  it('keeps the message of a conflict and derives an unknown code from the status', () => {
    const error = toApiError(409, { error: { status: 409, code: 'SOMETHING_NEW', message: messages.emailTaken } });
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(messages.emailTaken);
    expect(error.fields).toEqual({});
  });

  it('falls back to a generic sentence when the body is not the wire format', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe(messages.internalError);
  });

  it('ignores non-string field messages', () => {
    const error = toApiError(400, { error: { message: 'Bad', fields: { name: 'Name is required', age: 3 } } });
    expect(error.fields).toEqual({ name: 'Name is required' });
  });
});

describe('errorMessage', () => {
  it('uses the API message, and a generic sentence for anything else', () => {
    expect(errorMessage(networkError())).toBe(messages.networkError);
    expect(errorMessage(new TypeError('x is undefined'))).toBe(messages.internalError);
  });
});
