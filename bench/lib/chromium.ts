// The Chromium that browser runs launch (Debian's, or CHROMIUM_PATH) and the flags that keep a headless
// run quiet: the journeys (playwright.config.ts) and the browser benches launch it alike. Plain
// TypeScript that Node runs as is (type stripping), so a .mjs bench imports it without tsx.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
