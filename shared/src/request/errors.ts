import { EMAIL_EXISTS } from '@site/shared/contract';

/**
 * The request-level errors (docs/product.md#error-catalogue). Their `message` is the English
 * text of that catalogue (what a developer reads in the console); screens show the dictionary's text for the
 * same error in the visitor's language (`errors.timeout`, `errors.network`, `errors.http`).
 */
export class RequestTimeoutError extends Error {
  constructor() {
    super('Request timeout');
    this.name = 'RequestTimeoutError';
  }
}

export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Network error - please check your connection', options);
    this.name = 'NetworkError';
  }
}

/** A non-OK reply, with its parsed body attached (`{success: false, message, errors?}` from our API). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** from a `Retry-After` header, when the server sent one */
    readonly retryAfterMs?: number,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}

/** A 2xx reply that is not JSON, or that does not match the wire contract. */
export class InvalidResponseError extends Error {
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`Invalid response from ${url}: ${detail}`);
    this.name = 'InvalidResponseError';
  }
}

/** The error a caller's own abort produces (its `reason` when it is an Error). */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The server's own message of a failed reply (`body.message`), when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
    return body.message;
  }
  return undefined;
}

/** 'Email already exists' in the error, or a 422, means already subscribed (docs/product.md#error-catalogue). */
export function isAlreadySubscribed(error: unknown): boolean {
  if (error instanceof HttpError && error.status === 422) return true;
  const text = serverMessage(error) ?? (error instanceof Error ? error.message : '');
  return text.includes(EMAIL_EXISTS);
}
