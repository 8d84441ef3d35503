import { describe, expect, it } from 'vitest';
import { ApiError, isMissing, retryRead } from './api-client';

const refusal = (status: number, code: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(status, code, code);

describe('which failed reads are tried again', () => {
  it('never a missing item, a malformed id or another refusal: the answer would be the same', () => {
    for (const error of [
      refusal(404, 'not_found'),
      refusal(400, 'validation_failed'),
      refusal(403, 'forbidden'),
      refusal(429, 'rate_limited'),
    ]) {
      expect(retryRead(0, error)).toBe(false);
    }
  });

  it('a dropped connection or a server failure, twice', () => {
    for (const error of [
      refusal(0, 'network'),
      refusal(500, 'internal_error'),
      new TypeError('fetch failed'),
    ]) {
      expect([0, 1, 2].map((count) => retryRead(count, error))).toEqual([true, true, false]);
    }
  });

  it("calls missing what a page shows as 'introuvable', and nothing else", () => {
    expect(isMissing(refusal(404, 'not_found'))).toBe(true);
    expect(isMissing(refusal(400, 'validation_failed'))).toBe(true);
    expect(isMissing(refusal(403, 'forbidden'))).toBe(false);
    expect(isMissing(refusal(0, 'network'))).toBe(false);
    expect(isMissing(new Error('not_found'))).toBe(false);
  });
});
