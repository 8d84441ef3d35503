import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import {
  RealtimeClientMessage,
  type RealtimeServerMessage,
  realtimeCloseCodes,
  realtimePath,
} from '../../common/contracts/realtime';
import { AppError } from '../lib/app-error';
import { toHeaders } from '../lib/http';
import { originOfUrl, siteOrigins } from '../lib/site-origin';
import type { SessionResolver } from '../platform/session-resolver';
import { requireActor } from './actor';
import type { RealtimeBus } from './realtime-bus';

export interface RealtimeOptions {
  bus: RealtimeBus;
  /** Who a socket's session cookie belongs to (the auth area's resolver). */
  sessions: SessionResolver;
  /** The site's address: the handshake's Origin must be this origin. */
  publicUrl: string;
  /** Keepalive: a protocol ping every this many ms; no pong by the next one closes the socket. */
  pingIntervalMs?: number;
  /** The session behind a socket is checked again this often (signed out, expired, blocked). */
  revalidateMs?: number;
}

/** Sockets one member may hold on one instance (a tab each). */
const socketsPerMember = 20;
/** Unsent bytes a socket may queue before it is closed as too slow. */
const maxBufferedBytes = 1024 * 1024;

interface SocketState {
  socket: WebSocket;
  userId: string;
  headers: Headers;
  isAlive: boolean;
  /** When this socket is next pinged; each socket has its own phase, so pings do not come in bursts. */
  pingAt: number;
  revalidateAt: number;
}

/**
 * The authenticated WebSocket at /api/v1/realtime (DESIGN.md §2, §4). The handshake is refused (403)
 * unless its Origin is the site's, and (401) without a valid session cookie. Each socket subscribes to
 * its own member's events only; what the client sends is never trusted beyond a ping.
 */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app: FastifyInstance, options) => {
    const { bus, sessions } = options;
    const allowedOrigins = siteOrigins(options.publicUrl);
    const pingIntervalMs = options.pingIntervalMs ?? 30_000;
    const revalidateMs = options.revalidateMs ?? 5 * 60_000;
    const states = new Set<SocketState>();
    const countByUser = new Map<string, number>();

    await app.register(websocket, {
      options: { maxPayload: 4096 },
      // Graceful shutdown: every socket is told the server restarts (the web app reconnects in a few
      // seconds, to this server or another instance) rather than closed with no code.
      preClose(done) {
        for (const client of this.websocketServer.clients) {
          client.close(realtimeCloseCodes.serverRestart, 'server restart');
        }
        this.websocketServer.close(() => done());
      },
    });
    app.decorate('realtimeStats', () => ({ sockets: states.size, members: countByUser.size }));

    const send = (state: SocketState, message: RealtimeServerMessage) => {
      const { socket } = state;
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > maxBufferedBytes) {
        socket.close(realtimeCloseCodes.slowConsumer, 'slow consumer');
        return;
      }
      socket.send(JSON.stringify(message));
    };

    const revalidate = async (state: SocketState) => {
      try {
        const { value } = await sessions.resolveActor(state.headers);
        if (value?.id !== state.userId) state.socket.close(realtimeCloseCodes.sessionEnded, 'session ended');
      } catch (err) {
        app.log.warn({ err }, 'realtime: could not check a session');
      }
    };

    // A member's sessions changed (signed out, blocked, suspended, role): their sockets here are
    // checked at once rather than at the next periodic re-check, so a blocked member's tabs go now
    // (a bus resync, '*', is left to the periodic checks rather than re-checking every socket at once).
    const stopListening = bus.onSessionsInvalidated((userId) => {
      for (const state of states) if (state.userId === userId) void revalidate(state);
    });
    app.addHook('onClose', async () => stopListening());

    // One timer for every socket, ticking often: each socket is pinged (and its session re-checked
    // now and then) on its own phase, so 2,000 sockets cost a steady trickle rather than a burst of
    // pings and session queries every 30 s.
    const tickMs = Math.max(10, Math.min(1000, pingIntervalMs / 10));
    const timer = setInterval(() => {
      const now = Date.now();
      for (const state of states) {
        if (now < state.pingAt) continue;
        state.pingAt = now + pingIntervalMs;
        if (!state.isAlive) {
          state.socket.close(realtimeCloseCodes.timeout, 'keepalive timeout');
          state.socket.terminate();
          continue;
        }
        state.isAlive = false;
        state.socket.ping();
        if (now >= state.revalidateAt) {
          state.revalidateAt = now + revalidateMs;
          void revalidate(state);
        }
      }
    }, tickMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    app.get(
      realtimePath,
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request) => {
          const origin = originOfUrl(request.headers.origin);
          if (!origin || !allowedOrigins.has(origin)) throw new AppError('forbidden');
          await requireActor(request);
        },
      },
      async (socket, request) => {
        const actor = await requireActor(request);
        const count = countByUser.get(actor.id) ?? 0;
        if (count >= socketsPerMember) {
          socket.close(realtimeCloseCodes.tooManySockets, 'too many sockets');
          return;
        }
        countByUser.set(actor.id, count + 1);
        const state: SocketState = {
          socket,
          userId: actor.id,
          headers: toHeaders(request.headers),
          isAlive: true,
          pingAt: Date.now() + pingIntervalMs * (0.5 + Math.random() / 2),
          revalidateAt: Date.now() + revalidateMs * (0.5 + Math.random() / 2),
        };
        states.add(state);
        const unsubscribe = bus.subscribe(actor.id, (event) => send(state, event));
        const stopResync = bus.onResync(() => send(state, { type: 'realtime.resync' }));

        socket.on('pong', () => {
          state.isAlive = true;
        });
        socket.on('message', (data, isBinary) => {
          state.isAlive = true;
          if (isBinary) return;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data.toString());
          } catch {
            return;
          }
          if (RealtimeClientMessage.safeParse(parsed).success) send(state, { type: 'pong' });
        });
        socket.once('close', () => {
          unsubscribe();
          stopResync();
          states.delete(state);
          const left = (countByUser.get(actor.id) ?? 1) - 1;
          if (left > 0) countByUser.set(actor.id, left);
          else countByUser.delete(actor.id);
        });
        send(state, { type: 'realtime.ready', quietMs: bus.quietMs(actor.id) });
      },
    );
  },
  { name: 'realtime' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Open sockets and the members they belong to, on this instance (for /api/metrics). */
    realtimeStats: () => { sockets: number; members: number };
  }
}
