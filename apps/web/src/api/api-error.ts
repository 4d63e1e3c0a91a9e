import { type ErrorCode, errorCodeForStatus, errorCodes, messages } from '@masthead/contract';

export type ApiErrorCode = ErrorCode | 'NETWORK';

/** A failed API call, as the screens need it: status, code, the server's message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;

  constructor(status: number, code: ApiErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') fields[key] = text;
  }
  return fields;
}

/**
 * Reads an error answer leniently: the wire format is `{error: {status, code, message, fields}}`,
 * but a proxy or a crash may answer with anything, and the user must still get a sentence.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const fallbackCode = errorCodeForStatus(status);
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error)) return new ApiError(status, fallbackCode, messages.internalError);
  const message =
    typeof error.message === 'string' && error.message.trim() !== '' ? error.message : messages.internalError;
  const code = isErrorCode(error.code) ? error.code : fallbackCode;
  return new ApiError(status, code, message, stringFields(error.fields));
}

export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', messages.networkError);
}

/** The sentence to show for any failure, API or not. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.internalError;
}
