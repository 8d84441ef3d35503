import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type RealtimeServerMessage, realtimePath } from '../../common/contracts/realtime';

/** A test's WebSocket to a listening app, keeping every message it receives in order. */
export interface TestSocket {
  socket: WebSocket;
  messages: RealtimeServerMessage[];
  /** Resolves with the first message (already received or next) that matches, or rejects after `ms`. */
  waitFor(match: (message: RealtimeServerMessage) => boolean, ms?: number): Promise<RealtimeServerMessage>;
  close(): Promise<void>;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

/** The app's address once it listens on 127.0.0.1 with a free port. */
export const listen = async (app: FastifyInstance): Promise<string> => {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace(/^http/, 'ws');
};

/**
 * Opens the realtime socket as a browser would (cookie and Origin headers) and waits for
 * `realtime.ready`. Rejects with the HTTP status when the handshake is refused.
 */
export const openSocket = (
  base: string,
  options: { cookie?: string; origin?: string | null; autoPong?: boolean },
): Promise<TestSocket> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin !== null) headers.origin = options.origin ?? 'http://localhost:3000';
    const socket = new WebSocket(`${base}${realtimePath}`, { headers, autoPong: options.autoPong ?? true });
    const messages: RealtimeServerMessage[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()) as RealtimeServerMessage);
      for (const wake of waiters) wake();
    });
    const waitFor: TestSocket['waitFor'] = (match, ms = 5000) =>
      new Promise((found, fail) => {
        const check = () => {
          const hit = messages.find(match);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          found(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no matching realtime message in ${ms} ms; got ${JSON.stringify(messages)}`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    const close = () =>
      new Promise<void>((done) => {
        if (socket.readyState === WebSocket.CLOSED) return done();
        socket.once('close', () => done());
        socket.close();
      });
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`handshake refused: ${response.statusCode}`), {
          status: response.statusCode,
        }),
      );
    });
    socket.once('error', reject);
    socket.once('open', () => {
      waitFor((message) => message.type === 'realtime.ready')
        .then(() => resolve({ socket, messages, waitFor, close, closed }))
        .catch(reject);
    });
  });
