import {
  type LocationInput,
  type LocationSuggestion,
  type ProfileLocation,
  parseLocationText,
} from '../../../../common/contracts/profiles';

/** "Dakar, Sénégal" as cards and headers show a place; empty when neither part is known. */
export const placeOf = (location: ProfileLocation | null | undefined): string =>
  [location?.ville, location?.pays].filter((part) => part?.trim()).join(', ');

/** What the location field shows for a stored place. */
export const locationText = (location: ProfileLocation | null | undefined): string =>
  location ? location.adresse_complete || placeOf(location) : '';

/**
 * The location a form sends: the suggestion picked while the text still reads as it, else the typed
 * text split as "city, country" (000 §5); a text without both parts yields a city without a country,
 * which the contract refuses with the spec's message. Blank: both parts empty, "La localisation est obligatoire".
 */
export const toLocationInput = (
  text: string,
  picked: LocationSuggestion | ProfileLocation | null,
): LocationInput => {
  const trimmed = text.trim();
  if (trimmed === '') return { ville: '', pays: '' };
  if (picked && locationText(picked) === trimmed) return picked;
  const parsed = parseLocationText(trimmed);
  return parsed ?? { ville: trimmed, pays: '' };
};
