import { describe, expect, it } from 'vitest';
import {
  dayKey,
  dayLabel,
  formatDateTime,
  formatLongDate,
  formatMonth,
  localeOf,
  monthNames,
  relativeLabel,
  timeAgo,
  timeLabel,
  toMonthValue,
} from './dates';

const now = new Date(2026, 10, 22, 15, 0); // Sunday 22 November 2026, 15:00 local
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
// Intl puts no-break spaces between a number and its unit, and around some separators.
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('the locale policy', () => {
  it('writes each interface language in one locale, French dates for anything else', () => {
    expect(localeOf('fr')).toBe('fr-FR');
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('pt')).toBe('pt-PT');
    expect(localeOf('en-US')).toBe('en-GB');
    expect(localeOf('de')).toBe('fr-FR');
    expect(localeOf('toString')).toBe('fr-FR');
  });

  it('gives every helper the same locale: day before month in English too', () => {
    const instant = at(2025, 2, 12, 14, 5);
    expect(formatDateTime(instant, 'fr')).toBe('12/03/2025 14:05');
    expect(formatDateTime(instant, 'en')).toBe('12/03/2025, 14:05');
    expect(timeLabel(instant, 'en')).toBe('14:05');
    expect(formatLongDate(instant, 'fr')).toBe('12 mars 2025');
    expect(formatMonth('2021-03', 'pt')).toBe('março de 2021');
  });
});

describe('timeAgo', () => {
  it('says how long ago in French', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(timeAgo('2025-06-01T11:55:00Z', 'fr', now)).toBe('il y a 5 minutes');
    expect(timeAgo('2025-05-31T12:00:00Z', 'fr', now)).toBe('hier');
    expect(timeAgo('2025-06-01T11:59:50Z', 'fr', now)).toBe('maintenant');
  });
});

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
    const relative = (iso: string, when = now) => plain(relativeLabel(iso, 'fr', when));
    expect(relative(at(2026, 10, 22, 14, 59), new Date(2026, 10, 22, 14, 59, 30))).toBe('maintenant');
    expect(relative(at(2026, 10, 22, 14, 55))).toBe('il y a 5 min');
    expect(relative(at(2026, 10, 22, 12, 0))).toBe('il y a 3 h');
    expect(relative(at(2026, 10, 21, 18, 0))).toBe('hier');
    expect(relative(at(2026, 10, 3, 18, 0))).toBe('3 nov.');
  });
});

describe('profile months', () => {
  it('writes a stored month and lists the pickers’ months', () => {
    expect(formatMonth('2021-03-01', 'fr')).toBe('mars 2021');
    expect(formatMonth('someday', 'fr')).toBe('someday');
    expect(monthNames('fr')[0]).toBe('janvier');
    expect(monthNames('en')[11]).toBe('December');
    expect(toMonthValue('2021-03-01')).toBe('2021-03');
    expect(toMonthValue(null)).toBe('');
  });
});
