import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import { isLocalIp, plainIp } from './ip';

/**
 * The country of an IP address, offline (issue 33 §7): the sessions page and the "Nouvelle connexion"
 * mail say where a sign-in came from without asking any outside service. The ranges come from the
 * `@ip-location-db/geo-whois-asn-country` package (GeoFeed > Whois > ASN, data CC BY 4.0 by the NRO,
 * credited in the README), read once on first use into sorted typed arrays (about 7 MB for 550,000
 * ranges) and searched by bisection. An address no range covers, a private one or a documentation one
 * has no country; so does every address when the package is absent (the page then shows the IP alone).
 */

const packageName = '@ip-location-db/geo-whois-asn-country';

type Table<T extends Uint32Array | BigUint64Array> = { starts: T; ends: T; codes: Uint16Array };
type Tables = { v4: Table<Uint32Array>; v6: Table<BigUint64Array> } | null;

const codeOf = (country: string) => (country.charCodeAt(0) << 8) | country.charCodeAt(1);
const countryOf = (code: number) => String.fromCharCode(code >> 8, code & 0xff);

/** Lines `start,end,CC` into typed arrays, yielding to the event loop between chunks. */
const parse = async <T extends Uint32Array | BigUint64Array>(
  text: string,
  make: (length: number) => T,
  value: (field: string) => number | bigint,
): Promise<Table<T>> => {
  const lines = text.split('\n').filter((line) => line.length > 0);
  const table = {
    starts: make(lines.length),
    ends: make(lines.length),
    codes: new Uint16Array(lines.length),
  };
  for (let index = 0; index < lines.length; index++) {
    const [start = '0', end = '0', country = ''] = (lines[index] ?? '').split(',');
    table.starts[index] = value(start);
    table.ends[index] = value(end);
    table.codes[index] = /^[A-Z]{2}$/.test(country) ? codeOf(country) : 0;
    // A whole table is ~0.3 s of work: never hold other requests that long.
    if (index % 20_000 === 19_999) await new Promise((resolve) => setImmediate(resolve));
  }
  return table;
};

let loading: Promise<Tables> | undefined;

const load = (): Promise<Tables> => {
  loading ??= (async () => {
    try {
      const require = createRequire(import.meta.url);
      const file = (family: 4 | 6) =>
        readFile(require.resolve(`${packageName}/geo-whois-asn-country-ipv${family}-num.csv`), 'utf8');
      const v4 = await parse(await file(4), (n) => new Uint32Array(n), Number);
      // IPv6 ranges are kept by their /64 prefix: one subscriber's network, as the limits count it.
      const v6 = await parse(
        await file(6),
        (n) => new BigUint64Array(n),
        (field) => BigInt(field) >> 64n,
      );
      return { v4, v6 };
    } catch {
      return null;
    }
  })();
  return loading;
};

/** The index of the last range starting at or before `value` (-1 when none does). */
const lastStartingBefore = <T extends number | bigint>(starts: ArrayLike<T>, value: T): number => {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] as T) <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
};

const lookup = <T extends Uint32Array | BigUint64Array>(table: Table<T>, value: number | bigint) => {
  const index = lastStartingBefore(table.starts as ArrayLike<number | bigint>, value);
  if (index < 0 || value > (table.ends[index] as number | bigint)) return null;
  const code = table.codes[index] ?? 0;
  return code === 0 ? null : countryOf(code);
};

const v4Number = (ip: string) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

/** The first four groups of an IPv6 address as one number (`::` expanded). */
const v6Prefix = (ip: string): bigint => {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .reduce((sum, group) => (sum << 16n) | BigInt(Number.parseInt(group || '0', 16)), 0n);
};

/**
 * Addresses that are in no country whatever the ranges say (the data places 192.168.0.0/16 in
 * Australia): private, loopback and link-local ones, carrier-grade NAT's shared space (RFC 6598) and
 * the documentation networks (RFC 5737, RFC 3849) that guides and tests use.
 */
const isNowhere = (ip: string): boolean =>
  isLocalIp(ip) ||
  /^(192\.0\.2|198\.51\.100|203\.0\.113)\./.test(ip) ||
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(ip) ||
  /^2001:0?db8:/i.test(ip);

/** The ISO 3166 code of the country an address is registered in, or null when it is not known. */
export const countryOfIp = async (ip: string | null | undefined): Promise<string | null> => {
  if (!ip) return null;
  const plain = plainIp(ip);
  if (isNowhere(plain)) return null;
  if (isIPv4(plain)) {
    const tables = await load();
    return tables ? lookup(tables.v4, v4Number(plain)) : null;
  }
  if (isIPv6(plain) && !plain.includes('.')) {
    const tables = await load();
    return tables ? lookup(tables.v6, v6Prefix(plain)) : null;
  }
  return null;
};
