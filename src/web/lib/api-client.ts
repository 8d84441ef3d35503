import type { ErrorCode, ErrorIssue } from '../../common/errors';
import { hasText } from './i18n';

/** Codes the web can meet: the API's own, plus `network` when the server could not be reached. */
export type ApiErrorCode = ErrorCode | 'network';

/** A failed API call. `code` picks the catalog text (`errors.<code>`); `details` are field issues. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorIssue[];

  constructor(status: number, code: ApiErrorCode, message: string, details: ErrorIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The read named nothing: no such item, or an address whose id could not name one. Pages show their
 * 'introuvable' screen for it, not a failure with a retry (the query client does not retry it either).
 */
export const isMissing = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'not_found' || error.code === 'validation_failed');

/**
 * Every read's retry (the query client's default): a refusal from the server, a missing item among them,
 * will not change on retry; a dropped connection or a server failure may, twice.
 */
export const retryRead = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && (!isApiError(error) || error.code === 'network' || error.status >= 500);

/**
 * The catalog key of any error: the code's text for API errors, the generic text otherwise, and for a
 * code no loaded catalog has words for (a newer server, a proxy's answer): a member never reads a bare
 * key. `has`: whether a text exists (the loaded catalogs').
 */
export const errorMessageKey = (error: unknown, has: (key: string) => boolean = hasText): string => {
  const key = isApiError(error) ? `errors.${error.code}` : undefined;
  return key !== undefined && has(key) ? key : 'common.genericError';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const toIssues = (value: unknown): ErrorIssue[] =>
  Array.isArray(value)
    ? value.flatMap((item) =>
        isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string'
          ? [
              {
                path: item.path,
                key: typeof item.key === 'string' ? item.key : item.message,
                message: item.message,
              },
            ]
          : [],
      )
    : [];

/** The code a bare status stands for, when the body is not the API's error shape (a proxy page…). */
const codeForStatus = (status: number): ApiErrorCode => {
  switch (status) {
    case 400:
      return 'validation_failed';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_file_type';
    case 429:
      return 'rate_limited';
    case 502:
    case 503:
    case 504:
      return 'network';
    default:
      return 'internal_error';
  }
};

/**
 * An error code by its shape: the server answers only codes of common/errors.ts (typed there), and the
 * web ships with it; checking the list itself here put every code (~3 KB gzipped) in the first load.
 * A body that is not the API's (a proxy's page) has no such code and falls back on the status.
 */
const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && /^[a-z][a-z0-9_]*$/.test(value);

export const toApiError = (status: number, body: unknown): ApiError => {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error && isErrorCode(error.code)) {
    const message = typeof error.message === 'string' ? error.message : '';
    return new ApiError(status, error.code, message, toIssues(error.details));
  }
  const code = codeForStatus(status);
  return new ApiError(status, code, `HTTP ${status}`);
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

interface RequestOptions {
  /** JSON-encoded, except a FormData, sent as multipart (uploads, field `file`). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * One call of the API under `/api/v1` (`path` holds the query string), with the session cookie of this
 * origin: the JSON body of a success (undefined when empty), or an `ApiError`.
 */
export const fetchJson = async (
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<unknown> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : (form ?? JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network error');
  }
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body;
};

/**
 * A file from the API under `/api/v1` (`path` holds the query string): a CSV export, read whole so a
 * failure shows its message (an `ApiError`) instead of a download of the error's JSON.
 */
export const fetchFile = async (path: string): Promise<{ blob: Blob; fileName: string | undefined }> => {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, { credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
};
