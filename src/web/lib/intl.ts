/*
 * The browser's number and date formatters, built once per locale and options and kept: building one
 * costs far more than formatting with it (a feed of ten posts built forty on its first render, 40 ms of a
 * phone's main thread; docs/areas/web-performance.md). The web builds them only here (Biome's
 * `noRestrictedGlobals` refuses `Intl` elsewhere in src/web).
 */

export type DateTimeOptions = Intl.DateTimeFormatOptions;
export type RelativeTimeOptions = Intl.RelativeTimeFormatOptions;
export type RelativeTimeUnit = Intl.RelativeTimeFormatUnit;

type Formatter = Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat;

const formatters = new Map<string, Formatter>();

const kept = <T extends Formatter>(key: string, build: () => T): T => {
  const found = formatters.get(key);
  if (found) return found as T;
  const made = build();
  formatters.set(key, made);
  return made;
};

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  kept(`relative ${locale} ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/**
 * Has a worker build the first formatters (lib/intl-warm-up.ts), so that the page's own first one costs
 * its thread under a millisecond instead of 40-75 ms. Called once, as the page boots; a browser that
 * cannot start it pays that cost on its first formatter, as before.
 */
export const warmUpIntl = (language: string): void => {
  try {
    const worker = new Worker(new URL('./intl-warm-up.ts', import.meta.url), { type: 'module' });
    worker.postMessage(language);
  } catch {
    // No worker here (or refused): nothing to warm.
  }
};
