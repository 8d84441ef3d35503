import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for `options`, worked out once: helmet runs its middleware on a response
 * nobody sends, and the headers it set are what every response gets. @fastify/helmet built the
 * middleware again on every request (3 % of a request's CPU, issue 13); the headers are the same.
 */
export const securityHeaders = (options: HelmetOptions): Record<string, string> => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
};

/**
 * Sets helmet's headers (CSP, HSTS, frame, referrer, nosniff…) on every response, on the raw response
 * as helmet does: a route that sets its own on the raw response (the stored files' sandboxed CSP,
 * plugins/web-assets.ts) replaces them.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const headers = Object.entries(securityHeaders(options));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
