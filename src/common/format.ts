/*
 * Display helpers shared by server and web. Kept apart from the contracts on purpose: a contract module
 * builds zod schemas when it loads, so importing one function from it would put zod into the landing's
 * first load.
 */

/** A member's name as others read it: the full name, else the username (server and web alike). */
export const displayName = (person: { fullName?: string | null; username: string }): string =>
  person.fullName?.trim() || person.username;

/** A landing claim as shown: 5000 → "5K+", 1200 → "1.2K+", 300 → "300+" (000 §1). */
export const formatClaim = (value: number): string => {
  if (value >= 1_000_000) return `${Number((value / 1_000_000).toFixed(1))}M+`;
  if (value >= 1000) return `${Number((value / 1000).toFixed(1))}K+`;
  return `${value}+`;
};

/**
 * A text on one line, cut at `max` characters (whole code points), with "…" when cut: line breaks,
 * tabs and every other control character become one space (a mail subject cannot grow a header).
 */
export const previewOf = (content: string, max: number): string => {
  const flat = content.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max).join('').trimEnd()}…`;
};

/** A country's name in the language, from its ISO code. */
export const countryNameOf = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};
