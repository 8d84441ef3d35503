import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded (undefined when it is not one). */
const ipv6Groups = (ip: string): string[] | undefined => {
  if (!isIPv6(ip)) return undefined;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::ffff:1.2.3.4`) counts for two groups.
  const last = right.at(-1) ?? left.at(-1);
  const v4Groups = last && isIPv4(last) ? 1 : 0;
  const missing = 8 - left.length - right.length - v4Groups;
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((group) => (isIPv4(group) ? group : group.toLowerCase().padStart(4, '0')));
};

/** The IPv4 address of an IPv4-mapped IPv6 one (`::ffff:1.2.3.4`), else the address as given. */
export const plainIp = (ip: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
};

/**
 * The key a per-address limit counts by (issue 33 §6): an IPv4 address itself, an IPv6 address's /64
 * (one subscriber gets a whole /64: counting single addresses would give them 2^64 budgets).
 */
export const networkKey = (ip: string): string => {
  const plain = plainIp(ip);
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  return `${groups.slice(0, 4).join(':')}::/64`;
};

/** Whether the address is the machine itself or a private network (no place to show). */
export const isLocalIp = (ip: string): boolean => {
  const plain = plainIp(ip);
  if (isIPv4(plain)) {
    const [a = 0, b = 0] = plain.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  const groups = ipv6Groups(plain);
  if (!groups) return false;
  const first = Number.parseInt(groups[0] ?? '0', 16);
  return plain === '::1' || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
};
