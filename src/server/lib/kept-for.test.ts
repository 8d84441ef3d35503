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

  it('checked: keeps the value while it holds, reads again at once when it does not (issue 38 §3)', async () => {
    let live = 0;
    let reads = 0;
    const kept = keptFor<number>({ ttlMs: 60_000, max: 10 });
    const load = async () => {
      reads++;
      return live;
    };
    // An empty list's total, kept; then an item is added.
    expect(await kept.get('list', load)).toBe(0);
    live = 1;
    // Page 1 (rows 0 to 12) reaches the kept end: the total is read again, not an old zero.
    expect(await kept.checked('list', load, (value) => 12 < value)).toBe(1);
    // A page well before the end keeps the value without a read.
    live = 40;
    await kept.checked('list', load, () => true);
    expect(await kept.checked('list', load, (value) => 12 < value)).toBe(40);
    const before = reads;
    expect(await kept.checked('list', load, (value) => 12 < value)).toBe(40);
    expect(reads).toBe(before);
  });
});
