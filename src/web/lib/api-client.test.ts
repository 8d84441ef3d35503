import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/errors';
import { ApiError, errorMessageKey, isMissing, retryRead } from './api-client';

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

describe('the words of a failure', () => {
  const known = new Set(['errors.not_found', 'common.genericError']);
  const has = (key: string) => known.has(key);

  it("are the code's own text when a catalog has it", () => {
    expect(errorMessageKey(refusal(404, 'not_found'), has)).toBe('errors.not_found');
  });

  it('are the generic text for a code no catalog has words for, never the bare key', () => {
    expect(errorMessageKey(new ApiError(500, 'newer_server_code' as ErrorCode, 'x'), has)).toBe(
      'common.genericError',
    );
  });

  it('are the generic text for anything that is not an API error', () => {
    expect(errorMessageKey(new TypeError('fetch failed'), has)).toBe('common.genericError');
  });
});
