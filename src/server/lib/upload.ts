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
 * The one file of a multipart upload (field `file`). Throws `file_missing` without one, and `tooLarge`
 * when it passes `maxBytes` (the multipart plugin's limit when not given), in the area's own words.
 */
export const readUpload = async (
  request: FastifyRequest,
  options: { tooLarge: ErrorCode; maxBytes?: number },
): Promise<Upload> => {
  if (!request.isMultipart()) throw new AppError('file_missing');
  const file = await request.file(
    options.maxBytes === undefined ? undefined : { limits: { fileSize: options.maxBytes, files: 1 } },
  );
  if (!file) throw new AppError('file_missing');
  const data = await file.toBuffer().catch((error: unknown) => {
    throw isTooLarge(error) ? new AppError(options.tooLarge) : error;
  });
  return { data, filename: file.filename };
};
