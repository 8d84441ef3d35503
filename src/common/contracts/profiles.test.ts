import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ExperienceBody,
  isProfileId,
  LocationInput,
  latestStartMonth,
  normalizeWebsite,
  parseLocationText,
  SkillBody,
  Website,
  yearOptions,
} from './profiles';

describe('profile contract helpers', () => {
  it('tells a profile id as zod tells a UUID, without zod', () => {
    const samples = [
      '2f1c7a52-9b1e-4c8d-a7f3-0e5b6c2d9a14',
      '2F1C7A52-9B1E-4C8D-A7F3-0E5B6C2D9A14',
      '01890a5d-ac96-774b-bcce-b302099a8057',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '2f1c7a52-9b1e-0c8d-a7f3-0e5b6c2d9a14',
      '2f1c7a52-9b1e-4c8d-27f3-0e5b6c2d9a14',
      '2f1c7a52-9b1e-4c8d-a7f3-0e5b6c2d9a1',
      '2f1c7a52-9b1e-4c8d-a7f3-0e5b6c2d9a14 ',
      'awa-diop',
      '',
    ];
    for (const sample of samples)
      expect(isProfileId(sample), sample).toBe(z.uuid().safeParse(sample).success);
    expect(samples.filter(isProfileId)).toHaveLength(5);
  });

  it('prepends https:// only when there is no scheme', () => {
    expect(normalizeWebsite(' exemple.sn ')).toBe('https://exemple.sn');
    expect(normalizeWebsite('exemple.sn:8443/cv')).toBe('https://exemple.sn:8443/cv');
    expect(normalizeWebsite('http://exemple.sn')).toBe('http://exemple.sn');
    expect(normalizeWebsite('mailto:awa@exemple.sn')).toBe('mailto:awa@exemple.sn');
    expect(normalizeWebsite('  ')).toBe('');
  });

  it('keeps undefined (unchanged) apart from blank (cleared)', () => {
    expect(Website.parse(undefined)).toBeUndefined();
    expect(Website.parse('')).toBeNull();
    expect(Website.parse(null)).toBeNull();
    expect(Website.safeParse('https://localhost').success).toBe(false);
  });

  it('splits a typed "Ville, Pays"', () => {
    expect(parseLocationText('Dakar, Sénégal')).toEqual({ ville: 'Dakar', pays: 'Sénégal' });
    expect(parseLocationText('Saint-Denis, La Réunion, France')).toEqual({
      ville: 'Saint-Denis',
      pays: 'France',
    });
    expect(parseLocationText('Dakar')).toBeNull();
    expect(parseLocationText(', Sénégal')).toBeNull();
  });

  it('defaults the full address and upper-cases the country code', () => {
    expect(LocationInput.parse({ ville: 'Lomé', pays: 'Togo', country_code: 'tg' })).toEqual({
      ville: 'Lomé',
      pays: 'Togo',
      country_code: 'TG',
      adresse_complete: 'Lomé, Togo',
    });
  });

  it('lists years from now + 5 down to 1950', () => {
    const years = yearOptions(new Date('2026-06-15T12:00:00Z'));
    expect(years[0]).toBe(2031);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(2031 - 1950 + 1);
  });

  it('lets the current month start anywhere on Earth', () => {
    // 31 Dec 23:00 UTC is already 1 January in Kiribati (UTC+14).
    expect(latestStartMonth(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01');
    expect(latestStartMonth(new Date('2025-12-31T08:00:00Z'))).toBe('2025-12');
  });

  it("clears the end date of a current experience and defaults a skill's proficiency to 3", () => {
    const parsed = ExperienceBody.parse({
      companyName: 'Ecobank',
      role: 'Analyste',
      startDate: '2020-01',
      endDate: '2019-01',
      current: true,
    });
    expect(parsed.endDate).toBeNull();
    expect(SkillBody.parse({ name: 'Wolof', category: 'Languages' }).proficiency).toBe(3);
  });
});
