import { type ErrorCode, type ErrorIssue, errorStatus } from '../../common/errors';
import { translate } from './i18n';

/** The one error services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorIssue[] | undefined;
  /** Seconds until a rate-limited caller may retry (sent as `Retry-After`). */
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: ErrorIssue[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(options.message ?? translate(`errors.${code}`), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}
