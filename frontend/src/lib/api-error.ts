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
 * so show it. Anything else (network failure, HTML error page) gets the caller's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message !== '') return message;
    }
  } catch {
    // Not JSON: fall through to the fallback.
  }
  return fallback;
}
