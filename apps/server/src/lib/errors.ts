import type { ErrorCode } from '@masthead/contract';
import { messages } from '@masthead/contract';

/** An error a user can cause; the error handler turns it into the wire format. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fields);
export const unauthorized = (message: string = messages.sessionExpired) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = messages.noPermission) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = messages.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, fields);
export const tooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedType = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** Throws a 400 naming the first problem, with every problem as a field error; does nothing when there are none. */
export function refuseProblems(problems: Record<string, string>): void {
  const [first] = Object.values(problems);
  if (first !== undefined) throw badRequest(first, problems);
}
