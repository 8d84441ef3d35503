import { describe, expect, it } from 'vitest';
import { prettyLogLine } from './pretty-log';

describe('pretty log lines', () => {
  it('writes time, level, message and the other fields, without pid and hostname', () => {
    const line = prettyLogLine(
      JSON.stringify({
        level: 40,
        time: Date.UTC(2026, 10, 28, 12, 4, 5),
        pid: 1,
        hostname: 'h',
        msg: 'slow',
        ms: 12,
        url: '/a b',
      }),
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes are stripped to compare.
    expect(line.replace(/\x1b\[\d+m/g, '')).toBe('12:04:05 WARN  slow ms=12 url="/a b"\n');
  });

  it('keeps a line that is not JSON as it is, and puts an error stack below', () => {
    expect(prettyLogLine('plain')).toBe('plain');
    const line = prettyLogLine(
      JSON.stringify({ level: 50, time: 0, msg: 'failed', err: { stack: 'Error: x\n  at y' } }),
    );
    expect(line).toContain('failed');
    expect(line.endsWith('Error: x\n  at y\n')).toBe(true);
  });
});
