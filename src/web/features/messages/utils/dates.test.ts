import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, relativeLabel } from './dates';

const now = new Date(2026, 10, 22, 15, 0); // Sunday 22 November 2026, 15:00 local
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('message dates', () => {
  it('groups by local day', () => {
    expect(dayKey(at(2026, 10, 22, 0, 5))).toBe('2026-11-22');
    expect(dayKey(at(2026, 10, 21, 23, 55))).toBe('2026-11-21');
  });

  it('names the days of a thread in French', () => {
    expect(dayLabel(at(2026, 10, 22, 9, 0), 'fr', now)).toBe('Aujourd’hui');
    expect(dayLabel(at(2026, 10, 21, 23, 0), 'fr', now)).toBe('Hier');
    expect(dayLabel(at(2026, 10, 16, 9, 0), 'fr', now)).toBe('Lundi 16 novembre');
    expect(dayLabel(at(2025, 0, 3, 9, 0), 'fr', now)).toBe('Vendredi 3 janvier 2025');
  });

  it('says how long ago the last message was', () => {
    // Intl puts no-break spaces between the number and its unit.
    const relative = (iso: string, when = now) => relativeLabel(iso, 'fr', when).replace(/\s/gu, ' ');
    expect(relative(at(2026, 10, 22, 14, 59), new Date(2026, 10, 22, 14, 59, 30))).toBe('maintenant');
    expect(relative(at(2026, 10, 22, 14, 55))).toBe('il y a 5 min');
    expect(relative(at(2026, 10, 22, 12, 0))).toBe('il y a 3 h');
    expect(relative(at(2026, 10, 21, 18, 0))).toBe('hier');
    expect(relative(at(2026, 10, 3, 18, 0))).toBe('3 nov.');
  });
});
