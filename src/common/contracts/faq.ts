import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { adminListEndpoints } from './admin-list';

/*
 * The FAQ (001 §2.5, 002 /faq, plans/001 B.5): questions in the order the team sets, answers in rich
 * text (decision 14, sanitised by the server). Managed by `pages.edit` (admin, contentmanager).
 */

export const faqLimits = { questionMax: 300, answerMax: 20_000, orderMax: 9999 };

/** An answer the editor left empty ('' or an empty paragraph) counts as missing. */
const hasWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/** The form: both required ('Question et réponse obligatoires', §5), the position in the list. */
export const FaqBody = z.object({
  question: z
    .string({ error: 'admin.faq.validation.required' })
    .trim()
    .min(1, { error: 'admin.faq.validation.required', abort: true })
    .max(faqLimits.questionMax, { error: 'admin.faq.validation.questionTooLong' }),
  answer: z
    .string({ error: 'admin.faq.validation.required' })
    .max(faqLimits.answerMax, { error: 'admin.faq.validation.answerTooLong', abort: true })
    .refine(hasWords, { error: 'admin.faq.validation.required' }),
  order: z.coerce
    .number({ error: 'admin.faq.validation.order' })
    .int({ error: 'admin.faq.validation.order' })
    .min(0, { error: 'admin.faq.validation.order' })
    .max(faqLimits.orderMax, { error: 'admin.faq.validation.order' }),
});
export type FaqBody = z.infer<typeof FaqBody>;

export const FaqEntry = z.object({
  id: z.uuid(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  order: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqResponse = z.object({ items: z.array(FaqEntry) });

export const FaqParams = z.object({ faqId: z.uuid({ error: 'errors.not_found' }) });

export const faqEndpoints = {
  /** Every question, in order (a few dozen: one list; the page searches it). */
  list: endpoint('GET', '/faq', { response: FaqResponse, access: 'public' }),
};

export const adminFaqEndpoints = adminListEndpoints({
  path: '/admin/faq',
  key: 'faqId',
  params: FaqParams,
  body: FaqBody,
  item: FaqEntry,
  items: FaqResponse,
  ability: 'pages.edit',
});

export const faqLogActions = ['faq_created', 'faq_updated', 'faq_deleted'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof faqLogActions> {}
}
