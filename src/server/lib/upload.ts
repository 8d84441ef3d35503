import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../common/errors';
import { AppError } from './app-error';

export interface Upload {
  data: Buffer;
  filename: string;
}

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reading the body can only fail because of what the client sent (a body cut before its closing
 * boundary, a multipart type without one, more parts than allowed): a 400 in French, never a 500.
 */
const asUploadError = (error: unknown, tooLarge: ErrorCode): AppError =>
  error instanceof AppError
    ? error
    : isTooLarge(error)
      ? new AppError(tooLarge)
      : new AppError('upload_incomplete', { cause: error });

/**
 * The one file of a multipart upload (field `file`). Throws `file_missing` without one, `tooLarge`
 * when it passes `maxBytes` (the multipart plugin's limit when not given), in the area's own words, and
 * `upload_incomplete` for a body that is not a whole multipart request (a connection cut mid-upload).
 */
export const readUpload = async (
  request: FastifyRequest,
  options: { tooLarge: ErrorCode; maxBytes?: number },
): Promise<Upload> => {
  if (!request.isMultipart()) throw new AppError('file_missing');
  try {
    const file = await request.file(
      options.maxBytes === undefined ? undefined : { limits: { fileSize: options.maxBytes, files: 1 } },
    );
    if (!file) throw new AppError('file_missing');
    const data = await file.toBuffer();
    return { data, filename: file.filename };
  } catch (error) {
    throw asUploadError(error, options.tooLarge);
  }
};
