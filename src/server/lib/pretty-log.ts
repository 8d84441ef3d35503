import type { Writable } from 'node:stream';

const levels: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const colours: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const skipped = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

const fieldText = (value: unknown): string =>
  typeof value === 'string' ? (/\s/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);

/** One JSON log line as a person reads it: `12:04:05 INFO  message key=value …`, the error's stack below. */
export const prettyLogLine = (line: string): string => {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const colour = colours[level] ?? '';
  const fields = Object.entries(entry)
    .filter(([key]) => !skipped.has(key) && key !== 'err')
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `\x1b[2m${time}\x1b[0m ${colour}${levels[level] ?? level}\x1b[0m ${String(entry.msg ?? '')}${
    fields.length ? ` \x1b[2m${fields.join(' ')}\x1b[0m` : ''
  }${stack}\n`;
};

/** A pino destination that writes pretty lines to `out` (a terminal); JSON stays the format elsewhere. */
export const prettyLogStream = (out: Writable) => ({
  write(chunk: string) {
    for (const line of chunk.split('\n')) if (line) out.write(prettyLogLine(line));
  },
});
