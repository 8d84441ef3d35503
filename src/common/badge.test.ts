import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge';

describe('badgeLabel', () => {
  it('shows the count up to 99, then 99+ (000 §9)', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12_000)).toBe('99+');
  });
});
