import { countryNameOf } from '../../common/format';
import { useTranslation } from '../lib/i18n';
import classes from './CountryFlag.module.css';

/**
 * Flags as images (country-flag-icons, MIT, 3:2): one hashed SVG per country, fetched only when shown.
 * Emoji flags are pairs of regional-indicator letters that Windows draws as "SN", not as a flag.
 */
const flagFiles = import.meta.glob<string>('../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});
const flagUrls = new Map(Object.entries(flagFiles).map(([file, url]) => [file.slice(-6, -4), url]));

/** The flag's URL for an ISO 3166 alpha-2 code, undefined for anything else. */
export const flagUrlOf = (code: string | null): string | undefined =>
  code && /^[A-Z]{2}$/.test(code) ? flagUrls.get(code) : undefined;

/** The country's flag, named for a screen reader and on hover; nothing for an unknown code. */
export function CountryFlag({ code, height = 14 }: { code: string | null; height?: number }) {
  const { language } = useTranslation();
  const src = flagUrlOf(code);
  if (!src || !code) return null;
  const name = countryNameOf(code, language);
  return (
    <img
      src={src}
      alt={name}
      title={name}
      width={Math.round(height * 1.5)}
      height={height}
      className={classes.flag}
      decoding="async"
    />
  );
}
