import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';

/*
 * Business rules (001 §2.15, §3, §4, §5, §7.5, §9; plans/001 C.3, decision 7): automated reminders to
 * members in a condition (profile incomplete, inactive, no connection), at intervals, then a final
 * warning that marks the member inactive (nothing is deleted). `company_inactive` (001 §3's list label,
 * issue 38) writes to a directory company whose record has not changed for `inactive_days`, at its
 * contact address: reminders to update it, then a final warning that takes it off the directory. Admin only. The scheduler runs them
 * (features/rules); each step reaches a member once.
 */

export const ruleTypes = [
  'incomplete_profile',
  'inactive_user',
  'no_connections',
  'company_inactive',
] as const;
export type RuleType = (typeof ruleTypes)[number];

/** The profile fields an incomplete-profile rule may look at (001 §3: avatar_url, title, bio…). */
export const ruleProfileFields = ['avatar_url', 'title', 'bio', 'full_name', 'location', 'company'] as const;
export type RuleProfileField = (typeof ruleProfileFields)[number];

/** 001 §9: the time zones offered, Europe/Paris first (the default). */
export const ruleTimezones = ['Europe/Paris', 'Africa/Abidjan', 'Africa/Dakar', 'America/Montreal'] as const;

export const ruleExecutionStatuses = ['pending', 'executed', 'failed', 'skipped'] as const;

/**
 * The variables a rule's mails may use (001 §2.15, §9). For `company_inactive`, {full_name} is the
 * company's name and {profile_url} its page in the directory.
 */
export const ruleTemplateVariables = ['{full_name}', '{step}', '{missing_fields}', '{profile_url}'] as const;

export const ruleLimits = {
  nameMax: 120,
  descriptionMax: 1000,
  subjectMax: 200,
  bodyMax: 5000,
  intervalsMax: 10,
  daysMax: 3650,
  historyLimit: 50,
  /** The hour (in the rule's time zone) the scheduled run sends the day's reminders. */
  sendHour: 9,
  /** Mails one rule may send in one run (the next run takes the rest). */
  batchMax: 500,
} as const;

const v = (key: string) => `admin.rules.validation.${key}`;

export const RuleConditions = z.object({
  /** incomplete_profile: the fields whose absence counts (at least one). */
  missing_fields: z.array(z.enum(ruleProfileFields, { error: v('missingFields') })).optional(),
  /**
   * inactive_user: days since the last sign-in (or the sign-up, never signed in); company_inactive: days
   * since the company's record last changed.
   */
  inactive_days: z
    .int({ error: v('days') })
    .min(1, { error: v('days') })
    .max(ruleLimits.daysMax)
    .optional(),
});
export type RuleConditions = z.infer<typeof RuleConditions>;

const MailTemplate = z.object({
  subject: z
    .string({ error: v('subject') })
    .trim()
    .min(1, { error: v('subject') })
    .max(ruleLimits.subjectMax, { error: v('subject') }),
  body: z
    .string({ error: v('body') })
    .trim()
    .min(1, { error: v('body') })
    .max(ruleLimits.bodyMax, { error: v('body') }),
});

export const RuleActions = z.object({
  email_reminders: z.boolean(),
  email_templates: z.object({
    profile_completion_reminder: MailTemplate,
    final_warning: MailTemplate,
  }),
  /** Decision 7: the member is marked inactive (reminders stop); nothing is deleted. */
  final_action: z.literal('mark_obsolete'),
});
export type RuleActions = z.infer<typeof RuleActions>;

export const RuleSchedule = z
  .object({
    /** Days after the start of the condition; 0 = at the first run where it holds. Ascending, unique. */
    intervals_days: z
      .array(
        z
          .int({ error: v('intervals') })
          .min(0, { error: v('intervals') })
          .max(ruleLimits.daysMax),
        {
          error: v('intervals'),
        },
      )
      .min(1, { error: v('intervals') })
      .max(ruleLimits.intervalsMax, { error: v('intervals') }),
    final_action_days: z
      .int({ error: v('finalDays') })
      .min(1, { error: v('finalDays') })
      .max(ruleLimits.daysMax, { error: v('finalDays') }),
    timezone: z.enum(ruleTimezones, { error: v('timezone') }),
  })
  .superRefine((schedule, ctx) => {
    const sorted = [...new Set(schedule.intervals_days)].sort((a, b) => a - b);
    if (sorted.join() !== schedule.intervals_days.join())
      ctx.addIssue({ code: 'custom', path: ['intervals_days'], message: v('intervalsOrder') });
    const last = sorted.at(-1) ?? 0;
    if (schedule.final_action_days <= last)
      ctx.addIssue({ code: 'custom', path: ['final_action_days'], message: v('finalAfterIntervals') });
  });
export type RuleSchedule = z.infer<typeof RuleSchedule>;

export const RuleBody = z
  .object({
    name: z
      .string({ error: v('name') })
      .trim()
      .min(1, { error: v('name') })
      .max(ruleLimits.nameMax, { error: v('name') }),
    description: z
      .string()
      .trim()
      .max(ruleLimits.descriptionMax, { error: v('description') })
      .nullish()
      .transform((value) => value || null),
    ruleType: z.enum(ruleTypes, { error: v('ruleType') }),
    isActive: z.boolean().default(true),
    conditions: RuleConditions,
    actions: RuleActions,
    scheduleConfig: RuleSchedule,
  })
  .superRefine((rule, ctx) => {
    if (rule.ruleType === 'incomplete_profile' && !rule.conditions.missing_fields?.length)
      ctx.addIssue({ code: 'custom', path: ['conditions', 'missing_fields'], message: v('missingFields') });
    if (
      (rule.ruleType === 'inactive_user' || rule.ruleType === 'company_inactive') &&
      rule.conditions.inactive_days === undefined
    )
      ctx.addIssue({ code: 'custom', path: ['conditions', 'inactive_days'], message: v('days') });
  });
export type RuleBody = z.input<typeof RuleBody>;
export type RuleInput = z.output<typeof RuleBody>;

export const Rule = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  ruleType: z.enum(ruleTypes),
  isActive: z.boolean(),
  conditions: RuleConditions,
  actions: RuleActions,
  scheduleConfig: z.object({
    intervals_days: z.array(z.int()),
    final_action_days: z.int(),
    timezone: z.string(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Rule = z.infer<typeof Rule>;

export const RuleExecution = z.object({
  id: z.uuid(),
  /** null: the rule was deleted ('Règle supprimée'). */
  ruleName: z.string().nullable(),
  /** null: the profile was deleted ('Profil supprimé'); for a company rule, the company's name. */
  profileName: z.string().nullable(),
  /** The step wrote to a company (company_inactive), not to a member. */
  isCompany: z.boolean(),
  step: z.int(),
  isFinal: z.boolean(),
  status: z.enum(ruleExecutionStatuses),
  error: z.string().nullable(),
  executedAt: z.iso.datetime().nullable(),
  nextExecutionAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type RuleExecution = z.infer<typeof RuleExecution>;

export const RuleStats = z.object({
  activeRules: z.int(),
  totalRules: z.int(),
  executionsToday: z.int(),
  /** executed / (executed + failed) over the last 50 finished executions, in %; null with none. */
  successRate: z.number().nullable(),
  /** How many of the last 50 the rate counts. */
  sample: z.int(),
});
export type RuleStats = z.infer<typeof RuleStats>;

export const RuleRunResult = z.object({ executed: z.int(), failed: z.int(), skipped: z.int() });
export type RuleRunResult = z.infer<typeof RuleRunResult>;

export const RuleParams = z.object({ ruleId: z.uuid({ error: 'errors.not_found' }) });

export const RuleUnsubscribeBody = z.object({
  token: z
    .string()
    .trim()
    .min(1, { error: 'errors.rule_link_invalid' })
    .max(300, { error: 'errors.rule_link_invalid' }),
});

const access = { ability: 'admin.settings' } as const;

export const ruleEndpoints = {
  list: endpoint('GET', '/admin/rules', { response: z.object({ items: z.array(Rule) }), access }),
  create: endpoint('POST', '/admin/rules', { body: RuleBody, response: Rule, status: 201, access }),
  update: endpoint('PUT', '/admin/rules/:ruleId', {
    params: RuleParams,
    body: RuleBody,
    response: Rule,
    access,
  }),
  setActive: endpoint('PATCH', '/admin/rules/:ruleId', {
    params: RuleParams,
    body: z.object({ isActive: z.boolean({ error: 'errors.validation_failed' }) }),
    response: Rule,
    access,
  }),
  remove: endpoint('DELETE', '/admin/rules/:ruleId', {
    params: RuleParams,
    response: z.null(),
    status: 204,
    access,
  }),
  run: endpoint('POST', '/admin/rules/:ruleId/run', { params: RuleParams, response: RuleRunResult, access }),
  executions: endpoint('GET', '/admin/rules/executions', {
    response: z.object({ items: z.array(RuleExecution) }),
    access,
  }),
  stats: endpoint('GET', '/admin/rules/stats', { response: RuleStats, access }),
  /** The reminder's one-click unsubscribe: the signed token is the proof, no session needed. */
  unsubscribe: endpoint('POST', '/rules/unsubscribe', {
    body: RuleUnsubscribeBody,
    response: z.null(),
    status: 204,
    access: 'public',
  }),
};

export const ruleNotificationTypes = ['rule_reminder'] as const;
export const ruleLogActions = ['rule_created', 'rule_updated', 'rule_deleted', 'rule_run'] as const;
export const ruleMailKinds = ['rule_reminder', 'rule_final_warning', 'company_reminder'] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof ruleNotificationTypes> {}
  interface LogActions extends Registered<typeof ruleLogActions> {}
  interface MailKinds extends Registered<typeof ruleMailKinds> {}
}
