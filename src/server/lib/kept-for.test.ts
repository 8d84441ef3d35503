import { describe, expect, it } from 'vitest';
import { keptFor } from './kept-for';

describe('keptFor', () => {
  it('reads once per key within the ttl, again after it, and shares a read in flight', async () => {
    let clock = 0;
    let reads = 0;
    const kept = keptFor<number>({ ttlMs: 1000, max: 10, now: () => clock });
    const load = async () => ++reads;
    expect(await Promise.all([kept.get('a', load), kept.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await kept.get('a', load)).toBe(1);
    clock = 1000;
    expect(await kept.get('a', load)).toBe(2);
    kept.clear();
    expect(await kept.get('a', load)).toBe(3);
  });

  it('keeps at most `max` keys, dropping the oldest, and never keeps a failed read', async () => {
    let reads = 0;
    const kept = keptFor<number>({ ttlMs: 60_000, max: 2 });
    const load = async () => ++reads;
    await kept.get('a', load);
    await kept.get('b', load);
    await kept.get('c', load);
    expect(await kept.get('b', load)).toBe(2);
    expect(await kept.get('a', load)).toBe(4);
    await expect(kept.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('x', load)).toBe(5);
  });
});
