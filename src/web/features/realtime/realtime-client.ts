import {
  type RealtimeClientMessage,
  RealtimeServerMessage,
  realtimeCloseCodes,
  realtimePath,
} from '../../../common/contracts/realtime';
import { withZodWhenIdle } from '../../lib/zod-loader';

export interface RealtimeHandlers {
  /** Every valid message of the server (events, ready, resync, pong), with when it came (Date.now()). */
  onMessage: (message: RealtimeServerMessage, receivedAt: number) => void;
  /** The server ended the session (4401): the client stops until signed in again. */
  onSessionEnded: () => void;
}

/** Backoff between attempts: 1 s doubling to 30 s, with jitter so tabs do not reconnect in step. */
const backoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);
/** Application ping (browsers cannot send protocol pings): keeps proxies from cutting an idle socket. */
const pingEveryMs = 25_000;
/** No pong by then: the socket is dead without having closed (sleep, network switch). */
const pongTimeoutMs = 10_000;

const socketUrl = () => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${realtimePath}`;
};

/**
 * The tab's one WebSocket (DESIGN.md "realtime"): connects, keeps alive, reconnects with backoff and
 * at once when the tab comes back online or visible. Returns the function that closes it for good.
 */
export const connectRealtime = (handlers: RealtimeHandlers): (() => void) => {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let isStopped = false;
  let retryTimer: number | undefined;
  let pingTimer: number | undefined;
  let pongTimer: number | undefined;

  const clearTimers = () => {
    window.clearTimeout(retryTimer);
    window.clearInterval(pingTimer);
    window.clearTimeout(pongTimer);
  };

  const scheduleRetry = (delay: number) => {
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(open, delay);
  };

  const deliver = (raw: unknown, receivedAt: number) => {
    // Unknown types (a newer server) are ignored rather than breaking the tab.
    const parsed = RealtimeServerMessage.safeParse(raw);
    if (!parsed.success) return;
    if (parsed.data.type === 'pong') window.clearTimeout(pongTimer);
    if (parsed.data.type === 'realtime.ready') attempt = 0;
    handlers.onMessage(parsed.data, receivedAt);
  };

  const handleMessage = (event: MessageEvent) => {
    if (typeof event.data !== 'string') return;
    let raw: unknown;
    try {
      raw = JSON.parse(event.data);
    } catch {
      return;
    }
    // Messages that come before zod (lib/zod-loader.ts) are delivered, in their order, once it is there:
    // it is not fetched for them while the page is still being built.
    const receivedAt = Date.now();
    withZodWhenIdle(() => deliver(raw, receivedAt));
  };

  const ping = () => {
    if (socket?.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ type: 'ping' } satisfies RealtimeClientMessage));
    window.clearTimeout(pongTimer);
    pongTimer = window.setTimeout(() => socket?.close(), pongTimeoutMs);
  };

  function open() {
    if (isStopped || !navigator.onLine) return;
    if (socket && socket.readyState <= WebSocket.OPEN) return;
    const current = new WebSocket(socketUrl());
    socket = current;
    current.addEventListener('open', () => {
      window.clearInterval(pingTimer);
      pingTimer = window.setInterval(ping, pingEveryMs);
    });
    current.addEventListener('message', handleMessage);
    current.addEventListener('close', (event) => {
      if (socket !== current) return;
      clearTimers();
      socket = undefined;
      if (isStopped) return;
      if (event.code === realtimeCloseCodes.sessionEnded) {
        handlers.onSessionEnded();
        return;
      }
      // A restarting server: back in a few seconds, each tab at its own moment (not all at once).
      if (event.code === realtimeCloseCodes.serverRestart) {
        scheduleRetry(1000 + Math.random() * 4000);
        return;
      }
      // Too many tabs: try again much later rather than hammering.
      scheduleRetry(event.code === realtimeCloseCodes.tooManySockets ? 60_000 : backoffMs(attempt));
      attempt += 1;
    });
  }

  const handleWake = () => {
    if (document.visibilityState === 'hidden' || socket) return;
    attempt = 0;
    scheduleRetry(0);
  };

  window.addEventListener('online', handleWake);
  document.addEventListener('visibilitychange', handleWake);
  open();

  return () => {
    isStopped = true;
    clearTimers();
    window.removeEventListener('online', handleWake);
    document.removeEventListener('visibilitychange', handleWake);
    socket?.close(1000, 'signed out');
    socket = undefined;
  };
};
