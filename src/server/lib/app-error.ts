import { type ErrorCode, type ErrorIssue, errorStatus } from '../../common/errors';
import { translate } from './i18n';

/** The one error services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorIssue[] | undefined;
  /** Seconds until a rate-limited caller may retry (sent as `Retry-After`). */
  readonly retryAfter: number | undefined;

  /**
   * `messageKey` (with its `values`) names the catalog text a service means; `message` is a text already
   * written (a provider's, a test's). Neither: the code's own text, `errors.<code>`.
   */
  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      messageKey?: string;
      values?: TextValues;
      details?: ErrorIssue[];
      retryAfter?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? translate(options.messageKey ?? `errors.${code}`, options.values), {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}

/** The values of a catalog text's `{{placeholders}}`. */
type TextValues = Record<string, string | number>;

/** A 400 naming one field, with the catalog text of `key` (the web shows it beside the field). */
export const invalidField = (path: string, key: string, values?: TextValues): AppError =>
  new AppError('validation_failed', { details: [{ path, key, message: translate(key, values) }] });
