import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ArticleIdeaBody } from './article-ideas';
import { isInDateBounds } from './dates';
import { EventBody } from './events';
import { ProjectBody } from './projects';
import { TenderBody } from './tender-form';

/** The message each field gets from a schema given `input` (other fields may be missing: not looked at). */
const messageAt = (schema: z.ZodType, input: Record<string, unknown>, field: string) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? null
    : (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
};

describe('dates a member types', () => {
  const now = new Date('2026-12-04T12:00:00Z');

  it('stay between 1900 and ten years from now', () => {
    expect(isInDateBounds('1900-01-01', now)).toBe(true);
    expect(isInDateBounds('2036-12-31T23:00:00Z', now)).toBe(true);
    expect(isInDateBounds('2037-01-01', now)).toBe(false);
    expect(isInDateBounds('1899-12-31', now)).toBe(false);
  });

  it('are refused past them by every form that takes one, with one message', () => {
    const far = '9999-01-01';
    const farMoment = '9999-01-01T10:00:00Z';
    expect(messageAt(EventBody, { startDate: farMoment, endDate: farMoment }, 'startDate')).toBe(
      'common.dateOutOfRange',
    );
    expect(messageAt(ProjectBody, { title: 'P', startDate: '1066-10-14' }, 'startDate')).toBe(
      'common.dateOutOfRange',
    );
    expect(messageAt(TenderBody, { dateLimiteCandidature: farMoment }, 'dateLimiteCandidature')).toBe(
      'common.dateOutOfRange',
    );
    expect(messageAt(TenderBody, { dateSelection: farMoment }, 'dateSelection')).toBe(
      'common.dateOutOfRange',
    );
    expect(messageAt(ArticleIdeaBody, { idealDate: far }, 'idealDate')).toBe('common.dateOutOfRange');
    // A date in range is not refused for its range.
    expect(messageAt(ArticleIdeaBody, { idealDate: '2027-03-08' }, 'idealDate')).toBeNull();
  });
});
