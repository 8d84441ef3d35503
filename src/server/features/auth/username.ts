import { limits } from '../../../common/limits';

/** Letters, digits, underscore or hyphen, 3 to 30 characters (000 §5 "Username"). */
export const usernamePattern = /^[a-zA-Z0-9_-]{3,30}$/;

export const isValidUsername = (value: string): boolean => usernamePattern.test(value);

/**
 * The username derived from an e-mail: the part before the @, lowercased, every other character
 * replaced by an underscore, cut at 30; `user` when that leaves fewer than 3 characters.
 */
export const baseUsername = (email: string): string => {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '_')
    .slice(0, limits.usernameMax);
  return cleaned.length >= limits.usernameMin ? cleaned : 'user';
};

/** `base` with a suffix, cut so that the whole stays within 30 characters. */
const withSuffix = (base: string, suffix: string): string =>
  `${base.slice(0, limits.usernameMax - suffix.length)}${suffix}`;

/**
 * The first free username: `base`, then `base1` … `base25`, then `base_` + an id fragment.
 * `isTaken` asks the store; `idFragment` comes from the new account's id.
 */
export const pickUsername = async (
  base: string,
  isTaken: (candidate: string) => Promise<boolean>,
  idFragment: string,
): Promise<string> => {
  if (!(await isTaken(base))) return base;
  for (let attempt = 1; attempt <= limits.usernameAttempts; attempt++) {
    const candidate = withSuffix(base, String(attempt));
    if (!(await isTaken(candidate))) return candidate;
  }
  return withSuffix(base, `_${idFragment.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8)}`);
};
