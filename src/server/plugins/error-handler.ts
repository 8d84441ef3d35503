import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorIssue } from '../../common/errors';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/db';

import { hasText, translate } from '../lib/i18n';

/** The disk (DATA_DIR) is full or over its quota. */
const isDiskFull = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

const body = (error: AppError): ErrorBody => ({
  error: {
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  },
});

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs, in the same shape and
 * language as every other error. A path segment over `maxParamLength` (100) names nothing that exists
 * (ids are 36 characters, slugs and usernames shorter): 404, where Fastify answered 414 with its own
 * English body echoing the URL; a URL that does not decode: 400.
 */
export const frameworkErrorReply = (error: FastifyError, reply: FastifyReply) => {
  const refused =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new AppError('not_found') : new AppError('validation_failed');
  return reply.status(refused.status).send(body(refused));
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (headers
 * over 16 KB, a malformed request, a request past its minute), in the same shape and language as every
 * other error, where Fastify wrote its own English JSON. A reset connection is left alone.
 */
export const clientErrorReply = (error: Error & { code?: string }, socket: Duplex) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refused = new AppError(
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'request_headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'request_malformed',
  );
  const payload = JSON.stringify(body(refused));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refused.status} ${STATUS_CODES[refused.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
};

/**
 * The one error handler: AppError as is, contract failures as 400 `validation_failed` listing every
 * issue (message in French, `key` for the web's catalog), Fastify's own 4xx mapped, anything else 500.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send(body(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ErrorIssue[] = error.validation.map((issue) => {
        // A rule the contract did not word (zod's own "Too small: expected number to be >=1", a body
        // of the wrong type) reads as the platform's French "Cette valeur n'est pas valide.".
        const key = issue.message && hasText(issue.message) ? issue.message : 'errors.field_invalid';
        return {
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          key,
          message: translate(key),
        };
      });
      return reply.status(400).send(body(new AppError('validation_failed', { details })));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(body(new AppError('file_too_large')));
    }
    if (status === 413) {
      return reply.status(413).send(body(new AppError('payload_too_large')));
    }
    if (status === 429) {
      return reply.status(429).send(body(new AppError('rate_limited')));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type…: the caller's fault, said in French.
      request.log.info({ err: error }, 'bad request');
      return reply.status(400).send(body(new AppError('validation_failed')));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting: answered at once with a French "réessayez", never a hung request.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return reply.status(503).send(body(new AppError('temporarily_unavailable')));
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply.status(507).send(body(new AppError('storage_full')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(new AppError('internal_error')));
  });
});
