import { describe, expect, it } from 'vitest';
import { proofMethodsShown } from './use-reauth';

describe('the re-authentication dialog’s methods', () => {
  it('are the account’s, or only its second factors when a factor’s proof is asked (audit i)', () => {
    expect(proofMethodsShown(['password', 'totp', 'passkey'], false)).toEqual([
      'password',
      'totp',
      'passkey',
    ]);
    expect(proofMethodsShown(['password', 'totp', 'passkey'], true)).toEqual(['totp', 'passkey']);
    expect(proofMethodsShown(['password', 'passkey'], true)).toEqual(['passkey']);
  });
});
