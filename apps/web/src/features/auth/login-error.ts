import { messages } from '@masthead/contract';
import { ApiError } from '../../api/api-error';

/**
 * A refused sign-in (400: wrong credentials, blocked account) and rate limiting (429) carry
 * a sentence meant for the user; anything else means the service is unavailable.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) return error.message;
  return messages.loginUnavailable;
}
