import { z } from 'zod';

/*
 * Preprocessors for optional fields of forms and query strings (issue 37 §4): a blank value (empty or
 * only spaces) is no value. And the optional text fields the forms share, built on them.
 */

/** A blank string is left out: the field's default or "not given" applies. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A blank string clears the field. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** An optional text field: trimmed, at most `max` characters (`tooLong` otherwise); empty, null or absent is null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * An optional text field whose blank value (or absence) is null, read from anything a form sends
 * (`blankToNull` first): trimmed, at most `max` characters (`tooLong` otherwise).
 */
export const blankableText = (max: number, tooLong: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: tooLong }).nullable().default(null));
