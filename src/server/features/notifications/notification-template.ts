/** A data value as template text: strings and numbers; anything else is left out. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The data's printable values, for the mail catalog's `{{name}}` placeholders. */
export const templateVars = (data: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) => {
      const text = textOf(value);
      return text === undefined ? [] : [[key, text]];
    }),
  );

/**
 * Fills a template's `{variable}` placeholders (000 §3 "notification_templates") from the data; a
 * placeholder with no value becomes empty rather than showing its name to a member.
 */
export const renderTemplate = (template: string, data: Record<string, unknown>): string =>
  template
    .replace(/\{\s*([a-zA-Z_][\w]*)\s*\}/g, (_match, name: string) => textOf(data[name]) ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
