/*
 * Preprocessors for optional fields of forms and query strings (issue 37 §4): a blank value (empty or
 * only spaces) is no value.
 */

/** A blank string is left out: the field's default or "not given" applies. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A blank string clears the field. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
