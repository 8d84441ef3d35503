import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../platform/actor';

/**
 * The one header better-auth reads a caller's address from (`advanced.ipAddress` in plugins/auth.ts):
 * set by `callerOf` to the address Fastify resolved (`request.ip`, which honours TRUST_PROXY), never
 * taken from the client. Reading `X-Forwarded-For` as sent let a sign-in choose the network and
 * country its session shows in the member's list of devices.
 */
export const clientIpHeader = 'x-sankofa-client-ip';

/** Fastify's header object as a Fetch `Headers`, for better-auth (without any client-sent `clientIpHeader`). */
export const toHeaders = (raw: FastifyRequest['headers']): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || name.toLowerCase() === clientIpHeader) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
};

export const callerOf = (request: FastifyRequest): Caller => {
  const headers = toHeaders(request.headers);
  headers.set(clientIpHeader, request.ip);
  return { ip: request.ip, headers };
};

export const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
};
