import { describe, expect, it } from 'vitest';
import { countryCodeOfText, placeColumnsOf, placeOf } from './place-columns';

describe('a place stored beside what it locates', () => {
  it('reads back the place it was stored from, and finds a missing country code by name', () => {
    const picked = { ville: 'Abidjan', pays: "Côte d'Ivoire", country_code: '', adresse_complete: 'Plateau' };
    const columns = placeColumnsOf({ ...picked, lat: 5.3, lon: -4 });
    expect(columns).toEqual({
      ville: 'Abidjan',
      pays: "Côte d'Ivoire",
      countryCode: 'CI',
      latitude: 5.3,
      longitude: -4,
    });
    expect(placeOf(columns, 'Plateau')).toEqual({ ...picked, country_code: 'CI', lat: 5.3, lon: -4 });
    expect(placeOf(columns)?.adresse_complete).toBe("Abidjan, Côte d'Ivoire");
  });

  it('is no place without a city and a country', () => {
    expect(placeColumnsOf(null)).toEqual({
      ville: null,
      pays: null,
      countryCode: null,
      latitude: null,
      longitude: null,
    });
    expect(placeOf({ ...placeColumnsOf(null), ville: 'Dakar' })).toBeNull();
  });

  it('finds the country of a typed "Ville, Pays", and none of a lone word', () => {
    expect(countryCodeOfText('Dakar, Sénégal')).toBe('SN');
    expect(countryCodeOfText('Télétravail')).toBeNull();
    expect(countryCodeOfText(null)).toBeNull();
  });
});
