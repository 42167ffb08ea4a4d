import { translatedServerError } from './i18n/server-error-text';

/** A non-OK answer from our API. `body` is the raw response text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The server answers errors as JSON `{ message, code }`; its message is written for people,
 * so show it: in the language showing when the catalogs know its code, else as the server wrote
 * it (English). Anything else (network failure, HTML error page) gets the caller's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message !== '') return translatedServerError(parsed as Record<string, unknown>) ?? message;
    }
  } catch {
    // Not JSON: fall through to the fallback.
  }
  return fallback;
}

/** The parsed JSON error body of an `ApiError`, or undefined for anything else. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}

/** The server's stable error code (`AUTH.UNVERIFIED`, `VALIDATION_FAILED`...), if it sent one. */
export function errorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Messages for the input fields the server blamed, keyed by field name: every issue of a
 * `VALIDATION_FAILED` answer, and the single `field` of any other error (a taken email...,
 * translated as `errorMessage` does). The first message for a field wins.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body = errorBody(error);
  const fields: Record<string, string> = {};
  if (!body) return fields;
  const add = (field: unknown, message: unknown) => {
    if (typeof field !== 'string' || field === '' || typeof message !== 'string' || message === '') return;
    if (!(field in fields)) fields[field] = message;
  };
  if (Array.isArray(body.issues)) {
    for (const issue of body.issues) {
      if (typeof issue === 'object' && issue !== null) add(issue.field, issue.message);
    }
  }
  add(body.field, translatedServerError(body) ?? body.message);
  return fields;
}
