// The cities the demo's events, companies, offers and projects take place in, with their coordinates
// (the map of companies reads them; the offline city list gives a city's centre the same way).
import type { ProfileLocation } from '../../../../common/contracts/profiles';

export type DemoPlace = Required<ProfileLocation>;

const place = (ville: string, pays: string, country_code: string, lat: number, lon: number): DemoPlace => ({
  ville,
  pays,
  country_code,
  adresse_complete: `${ville}, ${pays}`,
  lat,
  lon,
});

export const places = {
  dakar: place('Dakar', 'Sénégal', 'SN', 14.6928, -17.4467),
  abidjan: place('Abidjan', "Côte d'Ivoire", 'CI', 5.36, -4.0083),
  lagos: place('Lagos', 'Nigeria', 'NG', 6.5244, 3.3792),
  accra: place('Accra', 'Ghana', 'GH', 5.6037, -0.187),
  paris: place('Paris', 'France', 'FR', 48.8566, 2.3522),
  montreal: place('Montréal', 'Canada', 'CA', 45.5019, -73.5674),
  bruxelles: place('Bruxelles', 'Belgique', 'BE', 50.8503, 4.3517),
  douala: place('Douala', 'Cameroun', 'CM', 4.0511, 9.7679),
  kigali: place('Kigali', 'Rwanda', 'RW', -1.9441, 30.0619),
  lyon: place('Lyon', 'France', 'FR', 45.764, 4.8357),
} as const;

/** "Dakar, Sénégal", as the text fields of offers, projects and tenders take a place. */
export const placeText = (p: DemoPlace): string => `${p.ville}, ${p.pays}`;
