import { describe, expect, it } from 'vitest';
import { timeAgo } from './time';

describe('timeAgo', () => {
  it('says how long ago in French', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(timeAgo('2025-06-01T11:55:00Z', 'fr', now)).toBe('il y a 5 minutes');
    expect(timeAgo('2025-05-31T12:00:00Z', 'fr', now)).toBe('hier');
    expect(timeAgo('2025-06-01T11:59:50Z', 'fr', now)).toBe('maintenant');
  });
});
