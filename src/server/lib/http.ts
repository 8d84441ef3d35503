import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../platform/actor';

/** Fastify's header object as a Fetch `Headers`, for better-auth. */
export const toHeaders = (raw: FastifyRequest['headers']): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
};

export const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  headers: toHeaders(request.headers),
});

export const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
};
