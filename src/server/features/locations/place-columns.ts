import { type ProfileLocation, parseLocationText } from '../../../common/contracts/profile-fields';
import { countryCodeOf } from './countries';

/** A place as stored beside what it locates (a company's seat, an event's venue): filtered and mapped. */
export interface PlaceColumns {
  ville: string | null;
  pays: string | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The columns of a place picked in the city field, all null without one; the country code is found from
 * the country's name when the city list gave none (a typed "Ville, Pays").
 */
export const placeColumnsOf = (place: ProfileLocation | null | undefined): PlaceColumns => ({
  ville: place?.ville ?? null,
  pays: place?.pays ?? null,
  countryCode: place ? place.country_code || countryCodeOf(place.pays) || null : null,
  latitude: place?.lat ?? null,
  longitude: place?.lon ?? null,
});

/** The place a card or page shows, from its columns: null without a city and a country. */
export const placeOf = (row: PlaceColumns, adresseComplete?: string | null): ProfileLocation | null =>
  row.ville && row.pays
    ? {
        ville: row.ville,
        pays: row.pays,
        country_code: row.countryCode ?? '',
        adresse_complete: adresseComplete ?? `${row.ville}, ${row.pays}`,
        ...(row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude } : {}),
      }
    : null;

/** The country code of a free-text place ("Dakar, Sénégal"), for the directories' country filter. */
export const countryCodeOfText = (text: string | null | undefined): string | null => {
  const place = text ? parseLocationText(text) : null;
  return place ? (countryCodeOf(place.pays) ?? null) : null;
};
