import { describe, expect, it } from 'vitest';
import { countedRows, keptCounts } from './directory';

describe('countedRows', () => {
  const limits = { pageSize: 10, countCap: 25 };
  const pageReader = () => {
    const windows: { limit: number; offset: number }[] = [];
    const read = async (window: { limit: number; offset: number }) => {
      windows.push(window);
      return [window.offset];
    };
    return { windows, read };
  };

  it("reads the page's window within the count, none past it or past the cap", async () => {
    const counts = keptCounts(async (filter: { n: number }) => filter.n);
    const { windows, read } = pageReader();
    expect(await countedRows(counts, { n: 12 }, 2, limits, read)).toEqual({ rows: [10], counted: 12 });
    expect(await countedRows(counts, { n: 12 }, 3, limits, read)).toEqual({ rows: [], counted: 12 });
    expect(await countedRows(counts, { n: 40 }, 3, limits, read)).toEqual({ rows: [20], counted: 40 });
    expect(await countedRows(counts, { n: 40 }, 4, limits, read)).toEqual({ rows: [], counted: 40 });
    expect(windows).toEqual([
      { limit: 10, offset: 10 },
      { limit: 10, offset: 20 },
    ]);
  });

  it('counts again when the page reaches the kept count', async () => {
    let total = 10;
    let reads = 0;
    const counts = keptCounts(async () => {
      reads += 1;
      return total;
    });
    const { read } = pageReader();
    await countedRows(counts, 'all', 1, limits, read);
    total = 15;
    expect(await countedRows(counts, 'all', 2, limits, read)).toEqual({ rows: [10], counted: 15 });
    expect(reads).toBe(2);
  });
});
