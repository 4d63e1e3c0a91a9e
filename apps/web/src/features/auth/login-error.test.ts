import { messages } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../api/api-error';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it("shows the server's sentence for refused credentials and rate limiting", () => {
    expect(loginErrorMessage(new ApiError(400, 'VALIDATION_FAILED', messages.invalidCredentials))).toBe(
      messages.invalidCredentials,
    );
    expect(loginErrorMessage(new ApiError(400, 'VALIDATION_FAILED', messages.accountBlocked))).toBe(
      messages.accountBlocked,
    );
    expect(loginErrorMessage(new ApiError(429, 'RATE_LIMITED', messages.tooManyAttempts))).toBe(
      messages.tooManyAttempts,
    );
  });

  it('says the service is unavailable for anything else', () => {
    expect(loginErrorMessage(new ApiError(500, 'INTERNAL', messages.internalError))).toBe(messages.loginUnavailable);
    expect(loginErrorMessage(networkError())).toBe(messages.loginUnavailable);
    expect(loginErrorMessage(new Error('boom'))).toBe(messages.loginUnavailable);
  });
});
