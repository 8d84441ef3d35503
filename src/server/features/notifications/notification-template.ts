/** A data value as template text: strings and numbers; anything else is left out. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The parameters of a notification's mail (the catalog's `{{name}}` placeholders): each declared field,
 * empty when the data lacks it (as in the app), then the data's strings and numbers. A `<name>_utc`
 * field holding an ISO instant gives `{{name}}` as a date, which the mail writes in its reader's
 * language (the French `<name>` text the app shows stays for the app).
 */
export const mailParamsOf = (
  fields: readonly string[],
  data: Record<string, unknown>,
): Record<string, string | number | Date> => {
  const params: Record<string, string | number | Date> = Object.fromEntries(
    fields.map((field) => [field, '']),
  );
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  for (const [key, value] of Object.entries(data)) {
    if (!key.endsWith('_utc') || typeof value !== 'string') continue;
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) params[key.slice(0, -'_utc'.length)] = at;
  }
  return params;
};

/**
 * Fills a template's `{variable}` placeholders (000 §3 "notification_templates") from the data; a
 * placeholder with no value becomes empty rather than showing its name to a member.
 */
export const renderTemplate = (template: string, data: Record<string, unknown>): string =>
  template
    .replace(/\{\s*([a-zA-Z_][\w]*)\s*\}/g, (_match, name: string) => textOf(data[name]) ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
