const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id read from the URL has an id's form (002 §2: ids of invalid format are not loaded). A
 * regular expression, not zod: the pages that check one render before zod has loaded (lib/zod-loader.ts).
 */
export const isUuid = (value: string): boolean => uuid.test(value);
