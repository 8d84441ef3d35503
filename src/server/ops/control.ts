import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The running server's local door for the operator's commands (`npm run backup` on PGlite, which only
 * the process holding the data dir may read): a Unix socket in DATA_DIR, readable by its owner only,
 * one JSON line each way. Nothing listens on the network.
 */
export type ControlCommand =
  | { cmd: 'ping' }
  | { cmd: 'backup'; out: string }
  /** Runs one scheduled job now; `at` (ISO) as its tick, which only a server started with TEST_JOB_CLOCK=on accepts. */
  | { cmd: 'run-job'; name: string; at?: string };
export type ControlAnswer = { ok: true; result?: unknown } | { ok: false; error: string };

/** Unix socket paths are limited to ~107 bytes: a long DATA_DIR gets one in the temp dir, named by its hash. */
export const controlSocketPath = (dataDir: string): string => {
  const inside = path.join(path.resolve(dataDir), 'control.sock');
  if (Buffer.byteLength(inside) < 100) return inside;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `sankofa-${hash}.sock`);
};

/** Sends one command to the server running on `dataDir`; undefined when none answers. */
export const askServer = (
  dataDir: string,
  command: ControlCommand,
  timeoutMs = 24 * 3600_000,
): Promise<ControlAnswer | undefined> =>
  new Promise((resolve) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let buffer = '';
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const line = buffer.split('\n')[0];
      if (!line) return resolve(undefined);
      try {
        resolve(JSON.parse(line) as ControlAnswer);
      } catch {
        resolve(undefined);
      }
    });
  });

export interface ControlServer {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR's control socket. Refuses to start when another server already answers there:
 * two processes on one PGlite data dir would corrupt it.
 */
export const startControlServer = async (
  dataDir: string,
  handlers: { backup(out: string): Promise<unknown>; runJob?(name: string, at?: string): Promise<unknown> },
): Promise<ControlServer> => {
  const file = controlSocketPath(dataDir);
  if (await askServer(dataDir, { cmd: 'ping' }, 2000)) {
    throw new Error(
      `Un autre serveur Sankofa utilise déjà ${dataDir} : arrêtez-le avant d'en démarrer un second.`,
    );
  }
  // Left by a process that was killed: nobody answers on it.
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.on('data', async (chunk) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const answer = await handle(buffer.slice(0, end));
      socket.end(`${JSON.stringify(answer)}\n`);
    });
    socket.on('error', () => socket.destroy());
  });
  const handle = async (line: string): Promise<ControlAnswer> => {
    try {
      const command = JSON.parse(line) as ControlCommand;
      if (command.cmd === 'ping') return { ok: true };
      if (command.cmd === 'backup' && typeof command.out === 'string' && path.isAbsolute(command.out)) {
        return { ok: true, result: await handlers.backup(command.out) };
      }
      if (command.cmd === 'run-job' && typeof command.name === 'string' && handlers.runJob) {
        return { ok: true, result: await handlers.runJob(command.name, command.at) };
      }
      return { ok: false, error: 'unknown command' };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  // Created owner-only from the start (issue 33): a umask around the bind, which listen() does at
  // once for a socket path, instead of a chmod after it that leaves a moment open to other users.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const previous = process.umask(0o177);
    try {
      server.listen(file, resolve);
    } finally {
      process.umask(previous);
    }
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
};
