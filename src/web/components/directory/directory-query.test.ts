import { describe, expect, it } from 'vitest';
import { directoryQuery } from './directory-query';

describe("a directory's filters as its list query", () => {
  it('trims text and leaves out blank filters, an unset flag and the first page', () => {
    expect(directoryQuery({ q: '  ingénieure ', country: '', type: 'cdi', mine: false, page: 1 })).toEqual({
      q: 'ingénieure',
      type: 'cdi',
    });
    expect(directoryQuery({ q: ' ', mine: true, page: 3 })).toEqual({ mine: 'true', page: 3 });
  });
});
