import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './redact';

describe('withoutSecrets', () => {
  it('hides the token of sign-in and confirmation links, and keeps the rest', () => {
    expect(withoutSecrets('/api/auth/magic-link/verify?token=abc.def&callbackURL=%2Ffeed')).toBe(
      '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Ffeed',
    );
    expect(withoutSecrets('/api/auth/verify-email?callbackURL=/x&TOKEN=abc#frag')).toBe(
      '/api/auth/verify-email?callbackURL=/x&TOKEN=[redacted]#frag',
    );
    expect(withoutSecrets('/api/v1/feed/posts?cursor=abc')).toBe('/api/v1/feed/posts?cursor=abc');
  });
});
