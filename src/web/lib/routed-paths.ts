/*
 * The URL prefixes the app routes: every area module's base paths (app/areas.ts). Links stored in data
 * (a notification's) are followed only when they lead here. Features cannot import the app's list of
 * modules (imports flow shared → features → app), so the app hands it down once, at start-up.
 */
let basePaths: readonly string[] = [];

/** Called once by app/areas.ts. */
export const setRoutedBasePaths = (paths: readonly string[]): void => {
  basePaths = paths;
};

/** Whether `link` (a path of this site, with or without a query) leads to an area's screen. */
export const isRoutedPath = (link: string): boolean => {
  const pathname = link.split(/[?#]/, 1)[0] ?? '';
  return basePaths.some((base) => pathname === base || pathname.startsWith(`${base}/`));
};
