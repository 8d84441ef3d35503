import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from './columns';

/** People the team prospects (001 §2.18, plans/001 decision 9); no account needed. */
export const prospects = pgTable(
  'prospects',
  {
    id: column.primaryId(),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    entreprise: text('entreprise'),
    poste: text('poste'),
    ville: text('ville'),
    /** nouveau, contacte, interesse, inscrit. */
    status: text('status').notNull().default('nouveau'),
    /** Set by the mail's unsubscribe link: no mail ever again. */
    unsubscribedAt: column.timestampTz('unsubscribed_at'),
    contactedAt: column.timestampTz('contacted_at'),
    /** When the prospect's e-mail became a member's account (or an admin set « Inscrit »). */
    registeredAt: column.timestampTz('registered_at'),
    /** The campaign the prospect belongs to (Tech, Finance, Startup…); null: none. */
    campaignId: column.setNullRef('campaign_id', () => prospectCampaigns.id),
    /** The first reply after a contact (« Intéressé » or « Inscrit »): the reply-time KPI reads it. */
    respondedAt: column.timestampTz('responded_at'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    uniqueIndex('prospects_email_uq').on(sql`lower(${t.email})`),
    index('prospects_created_idx').on(t.createdAt, t.id),
    index('prospects_campaign_idx').on(t.campaignId, t.status),
    // The follow-ups read the prospects contacted without a reply, by contact date.
    index('prospects_follow_up_idx').on(t.status, t.contactedAt),
    check('prospects_status_check', sql`${t.status} in ('nouveau', 'contacte', 'interesse', 'inscrit')`),
  ],
);

/**
 * The addresses that followed a prospection mail's unsubscribe link (lower-cased): kept when their
 * prospect is deleted, so a prospect created or imported again with that address starts unsubscribed
 * and is never mailed again.
 */
export const prospectOptOuts = pgTable('prospect_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: column.createdAt(),
});

/** Message templates with the variables {nom}, {entreprise}, {poste}, {ville} (001 §2.18, §9). */
export const prospectTemplates = pgTable(
  'prospect_templates',
  {
    id: column.primaryId(),
    name: text('name').notNull(),
    /** prospection, relance, rappel, bienvenue. */
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    check(
      'prospect_templates_type_check',
      sql`${t.type} in ('prospection', 'relance', 'rappel', 'bienvenue')`,
    ),
  ],
);

/**
 * Prospection campaigns (001 §2.18's samples Tech, Finance, Startup; issue 38): a group of prospects and
 * the follow-ups the scheduler sends them while they have not replied: the Relance template a week after
 * the contact, the Rappel template two weeks after.
 */
export const prospectCampaigns = pgTable(
  'prospect_campaigns',
  {
    id: column.primaryId(),
    name: text('name').notNull(),
    description: text('description'),
    relanceTemplateId: uuid('relance_template_id').references(() => prospectTemplates.id, {
      onDelete: 'set null',
    }),
    rappelTemplateId: uuid('rappel_template_id').references(() => prospectTemplates.id, {
      onDelete: 'set null',
    }),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [uniqueIndex('prospect_campaigns_name_uq').on(sql`lower(${t.name})`)],
);

/** Each mail sent to a prospect: the history, and the count the daily cap reads. */
export const prospectSends = pgTable(
  'prospect_sends',
  {
    id: column.primaryId(),
    prospectId: column.setNullRef('prospect_id', () => prospects.id),
    templateId: column.setNullRef('template_id', () => prospectTemplates.id),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    /** sent, outbox, failed (the mail service's answer). */
    status: text('status').notNull(),
    error: text('error'),
    /** A follow-up sent by the scheduler: `relance` or `rappel` (once per prospect); null: by hand. */
    followUp: text('follow_up'),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('prospect_sends_created_idx').on(t.createdAt, t.id),
    uniqueIndex('prospect_sends_follow_up_uq')
      .on(t.prospectId, t.followUp)
      .where(sql`${t.followUp} is not null`),
  ],
);
