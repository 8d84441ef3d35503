import { z } from 'zod';
import { limits } from '../limits';

/*
 * What a member does on a profile besides editing it (000 §5, §7): e-mail its owner ('Envoyer un
 * email') and improve a text with AI ('Améliorer'). Part of the profiles contract (`profiles.ts`
 * re-exports them).
 */

const p = limits.profile;

/** "Envoyer un email" (000 §5): the message is required and not blank; the subject is optional. */
export const ContactBody = z.object({
  subject: z.string().trim().max(p.contactSubjectMax, { error: 'profiles.validation.tooLong' }).optional(),
  message: z
    .string({ error: 'profiles.validation.contactMessageRequired' })
    .trim()
    .min(1, { error: 'profiles.validation.contactMessageRequired', abort: true })
    .max(p.contactMessageMax, { error: 'profiles.validation.tooLong' }),
});
export type ContactBody = z.input<typeof ContactBody>;

export const ContactResponse = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof ContactResponse>;

/** The bio's 'Améliorer' button (improveTextWithAI, 000 §7). */
export const AiImproveBody = z.object({
  text: z
    .string({ error: 'profiles.validation.aiTextRequired' })
    .trim()
    .min(1, { error: 'profiles.validation.aiTextRequired', abort: true })
    .max(p.aiTextMax, { error: 'profiles.validation.tooLong' }),
});
export type AiImproveBody = z.input<typeof AiImproveBody>;

export const AiImproveResponse = z.object({ improvedText: z.string() });
export type AiImproveResponse = z.infer<typeof AiImproveResponse>;

/** Whether the bio's 'Améliorer' button shows: `ai_enabled` is on and an AI endpoint is configured. */
export const AiStatusResponse = z.object({ isAvailable: z.boolean() });
export type AiStatusResponse = z.infer<typeof AiStatusResponse>;
