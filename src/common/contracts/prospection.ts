import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import type { Registered } from '../registry';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';

/*
 * Prospection (001 §2.18, §9; plans/001 C.4, decision 9): prospects, message templates with the
 * variables {nom}, {entreprise}, {poste}, {ville}, mails through the mail service under a daily cap
 * (limits.prospection.dailySends), each with an unsubscribe link that works without an account, and
 * the history of what was sent. Admin only. Campaigns (Tech, Finance, Startup…; issue 38) group the
 * prospects; the scheduler sends a campaign's Relance template a week after the contact and its Rappel
 * template two weeks after, to the prospects who have not replied; the reply time is a KPI.
 */

export const prospectStatuses = ['nouveau', 'contacte', 'interesse', 'inscrit'] as const;
export const prospectTemplateTypes = ['prospection', 'relance', 'rappel', 'bienvenue'] as const;
export const prospectVariables = ['{nom}', '{entreprise}', '{poste}', '{ville}'] as const;

export const prospectLimits = {
  textMax: 200,
  subjectMax: 200,
  bodyMax: 5000,
  /** A CSV import: at most 500 kB of text and 2,000 lines of prospects. */
  importCharsMax: 500_000,
  importRowsMax: 2000,
} as const;

/** The CSV columns an import reads (header names, accents and case ignored); others are ignored. */
export const prospectImportColumns = ['nom', 'entreprise', 'poste', 'ville', 'email', 'statut'] as const;

const v = (key: string) => `admin.prospection.validation.${key}`;
const optionalText = z
  .string()
  .trim()
  .max(prospectLimits.textMax, { error: v('tooLong') })
  .nullish()
  .transform((value) => value || null);

export const ProspectBody = z.object({
  nom: z
    .string({ error: v('nom') })
    .trim()
    .min(1, { error: v('nom') })
    .max(prospectLimits.textMax, { error: v('tooLong') }),
  email: z
    .string({ error: v('email') })
    .trim()
    .toLowerCase()
    .max(limits.emailMax, { error: v('email') })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: v('email') }),
  entreprise: optionalText,
  poste: optionalText,
  ville: optionalText,
  status: z.enum(prospectStatuses, { error: v('status') }).default('nouveau'),
  campaignId: z
    .uuid({ error: v('campaign') })
    .nullish()
    .transform((value) => value ?? null),
});
export type ProspectBody = z.input<typeof ProspectBody>;
export type ProspectInput = z.output<typeof ProspectBody>;

export const Prospect = z.object({
  id: z.uuid(),
  nom: z.string(),
  email: z.string(),
  entreprise: z.string().nullable(),
  poste: z.string().nullable(),
  ville: z.string().nullable(),
  status: z.enum(prospectStatuses),
  unsubscribedAt: z.iso.datetime().nullable(),
  contactedAt: z.iso.datetime().nullable(),
  /** When the prospect's e-mail signed up (« Inscrit » set by the platform) or an admin said so. */
  registeredAt: z.iso.datetime().nullable(),
  /** The first reply after the contact (« Intéressé » or « Inscrit »). */
  respondedAt: z.iso.datetime().nullable(),
  campaign: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type Prospect = z.infer<typeof Prospect>;

export const ProspectQuery = PageQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(prospectStatuses).optional(),
  campaignId: z.uuid({ error: v('campaign') }).optional(),
}).superRefine(withinCountCap());
export type ProspectQuery = z.infer<typeof ProspectQuery>;

export const TemplateBody = z.object({
  name: z
    .string({ error: v('templateName') })
    .trim()
    .min(1, { error: v('templateName') })
    .max(prospectLimits.textMax, { error: v('tooLong') }),
  type: z.enum(prospectTemplateTypes, { error: v('templateType') }),
  subject: z
    .string({ error: v('subject') })
    .trim()
    .min(1, { error: v('subject') })
    .max(prospectLimits.subjectMax, { error: v('tooLong') }),
  body: z
    .string({ error: v('body') })
    .trim()
    .min(1, { error: v('body') })
    .max(prospectLimits.bodyMax, { error: v('tooLong') }),
});
export type TemplateBody = z.infer<typeof TemplateBody>;

export const ProspectTemplate = TemplateBody.extend({
  id: z.uuid(),
  type: z.enum(prospectTemplateTypes),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProspectTemplate = z.infer<typeof ProspectTemplate>;

/** Follow-ups the scheduler sends to prospects who have not replied (001 §2.18: 1 and 2 weeks). */
export const prospectFollowUps = { relance: 7, rappel: 14 } as const;
export type ProspectFollowUp = keyof typeof prospectFollowUps;

export const CampaignBody = z.object({
  name: z
    .string({ error: v('campaignName') })
    .trim()
    .min(1, { error: v('campaignName') })
    .max(prospectLimits.textMax, { error: v('tooLong') }),
  description: z
    .string()
    .trim()
    .max(1000, { error: v('tooLong') })
    .nullish()
    .transform((value) => value || null),
  /** A template of type Relance, sent a week after the contact; null: no Relance. */
  relanceTemplateId: z
    .uuid({ error: v('template') })
    .nullish()
    .transform((value) => value ?? null),
  /** A template of type Rappel, sent two weeks after the contact; null: no Rappel. */
  rappelTemplateId: z
    .uuid({ error: v('template') })
    .nullish()
    .transform((value) => value ?? null),
});
export type CampaignBody = z.input<typeof CampaignBody>;
export type CampaignInput = z.output<typeof CampaignBody>;

export const ProspectCampaign = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  relanceTemplateId: z.uuid().nullable(),
  rappelTemplateId: z.uuid().nullable(),
  /** Its prospects by status, and in all. */
  byStatus: z.object({ nouveau: z.int(), contacte: z.int(), interesse: z.int(), inscrit: z.int() }),
  total: z.int(),
  createdAt: z.iso.datetime(),
});
export type ProspectCampaign = z.infer<typeof ProspectCampaign>;

export const CampaignParams = z.object({ campaignId: z.uuid({ error: 'errors.not_found' }) });

export const SendBody = z.object({
  templateId: z.uuid({ error: v('template') }),
  prospectIds: z
    .array(z.uuid({ error: 'errors.not_found' }), { error: v('prospects') })
    .min(1, { error: v('prospects') })
    .max(limits.prospection.dailySends, { error: 'errors.prospect_daily_cap' }),
});
export type SendBody = z.infer<typeof SendBody>;

export const SendResult = z.object({
  sent: z.int(),
  /** Unsubscribed prospects are never mailed. */
  skipped: z.int(),
  failed: z.int(),
  remainingToday: z.int(),
});
export type SendResult = z.infer<typeof SendResult>;

export const ProspectSend = z.object({
  id: z.uuid(),
  prospectName: z.string().nullable(),
  email: z.string(),
  templateName: z.string().nullable(),
  subject: z.string(),
  status: z.enum(['sent', 'outbox', 'failed']),
  error: z.string().nullable(),
  /** Sent by the scheduler as a follow-up; null: sent by hand. */
  followUp: z.enum(['relance', 'rappel']).nullable(),
  createdAt: z.iso.datetime(),
});
export type ProspectSend = z.infer<typeof ProspectSend>;

export const ProspectionStats = z.object({
  byStatus: z.object({ nouveau: z.int(), contacte: z.int(), interesse: z.int(), inscrit: z.int() }),
  total: z.int(),
  unsubscribed: z.int(),
  sentToday: z.int(),
  dailyCap: z.int(),
  /** Inscrit / contacted ever, in %; null before any contact. */
  conversionRate: z.number().nullable(),
  /** (Intéressé + Inscrit) / contacted ever, in %. */
  responseRate: z.number().nullable(),
  /** The median time from contact to first reply, in hours (KPI: under 24 h); null before any reply. */
  medianReplyHours: z.number().nullable(),
  /** How many replies the median reads. */
  replies: z.int(),
});
export type ProspectionStats = z.infer<typeof ProspectionStats>;

/** A CSV file read by the browser: `;` or `,`, UTF-8 with or without BOM, a header line first. */
export const ProspectImportBody = z.object({
  csv: z
    .string({ error: v('importEmpty') })
    .min(1, { error: v('importEmpty') })
    .max(prospectLimits.importCharsMax, { error: 'errors.prospect_import_too_large' }),
});

/** Why a line was not imported: an i18n key (`admin.prospection.import.reasons.*` or a validation key). */
export const ProspectImportResult = z.object({
  imported: z.int(),
  ignored: z.array(z.object({ line: z.int(), email: z.string().nullable(), reason: z.string() })),
});
export type ProspectImportResult = z.infer<typeof ProspectImportResult>;

export const ProspectParams = z.object({ prospectId: z.uuid({ error: 'errors.not_found' }) });
export const TemplateParams = z.object({ templateId: z.uuid({ error: 'errors.not_found' }) });

export const ProspectUnsubscribeBody = z.object({
  token: z
    .string()
    .trim()
    .min(1, { error: 'errors.prospect_link_invalid' })
    .max(300, { error: 'errors.prospect_link_invalid' }),
});

const access = { ability: 'admin.settings' } as const;

export const prospectionEndpoints = {
  list: endpoint('GET', '/admin/prospection/prospects', {
    query: ProspectQuery,
    response: numberedPageOf(Prospect),
    access,
  }),
  create: endpoint('POST', '/admin/prospection/prospects', {
    body: ProspectBody,
    response: Prospect,
    status: 201,
    access,
  }),
  update: endpoint('PUT', '/admin/prospection/prospects/:prospectId', {
    params: ProspectParams,
    body: ProspectBody,
    response: Prospect,
    access,
  }),
  remove: endpoint('DELETE', '/admin/prospection/prospects/:prospectId', {
    params: ProspectParams,
    response: z.null(),
    status: 204,
    access,
  }),
  /** 400 `prospect_import_header` without the nom and email columns, `prospect_import_too_large` past the limits. */
  importCsv: endpoint('POST', '/admin/prospection/prospects/import', {
    body: ProspectImportBody,
    response: ProspectImportResult,
    access,
  }),
  templates: endpoint('GET', '/admin/prospection/templates', {
    response: z.object({ items: z.array(ProspectTemplate) }),
    access,
  }),
  createTemplate: endpoint('POST', '/admin/prospection/templates', {
    body: TemplateBody,
    response: ProspectTemplate,
    status: 201,
    access,
  }),
  updateTemplate: endpoint('PUT', '/admin/prospection/templates/:templateId', {
    params: TemplateParams,
    body: TemplateBody,
    response: ProspectTemplate,
    access,
  }),
  removeTemplate: endpoint('DELETE', '/admin/prospection/templates/:templateId', {
    params: TemplateParams,
    response: z.null(),
    status: 204,
    access,
  }),
  campaigns: endpoint('GET', '/admin/prospection/campaigns', {
    response: z.object({ items: z.array(ProspectCampaign) }),
    access,
  }),
  /** 409 `prospect_campaign_taken` for a name in use; 400 when a template is not of the step's type. */
  createCampaign: endpoint('POST', '/admin/prospection/campaigns', {
    body: CampaignBody,
    response: ProspectCampaign,
    status: 201,
    access,
  }),
  updateCampaign: endpoint('PUT', '/admin/prospection/campaigns/:campaignId', {
    params: CampaignParams,
    body: CampaignBody,
    response: ProspectCampaign,
    access,
  }),
  /** Its prospects stay, without a campaign. */
  removeCampaign: endpoint('DELETE', '/admin/prospection/campaigns/:campaignId', {
    params: CampaignParams,
    response: z.null(),
    status: 204,
    access,
  }),
  send: endpoint('POST', '/admin/prospection/sends', { body: SendBody, response: SendResult, access }),
  history: endpoint('GET', '/admin/prospection/sends', {
    query: PageQuery.superRefine(withinCountCap()),
    response: numberedPageOf(ProspectSend),
    access,
  }),
  stats: endpoint('GET', '/admin/prospection/stats', { response: ProspectionStats, access }),
  /** The mail's unsubscribe link: the signed token is the proof, no account needed. */
  unsubscribe: endpoint('POST', '/prospection/unsubscribe', {
    body: ProspectUnsubscribeBody,
    response: z.null(),
    status: 204,
    access: 'public',
  }),
};

export const prospectionLogActions = [
  'prospect_created',
  'prospects_imported',
  'prospect_registered',
  'prospect_updated',
  'prospect_deleted',
  'prospect_template_saved',
  'prospect_template_deleted',
  'prospect_mails_sent',
  'prospect_unsubscribed',
  'prospect_campaign_saved',
  'prospect_campaign_deleted',
  'prospect_follow_ups_sent',
] as const;
export const prospectionMailKinds = ['prospection'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof prospectionLogActions> {}
  interface MailKinds extends Registered<typeof prospectionMailKinds> {}
}
