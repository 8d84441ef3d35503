import type { Rule, RuleBody, RuleProfileField, RuleType } from '../../../../common/contracts/rules';

/** The rule editor's fields as typed (001 §2.15), turned into the contract's body on save. */
export interface Draft {
  name: string;
  description: string;
  ruleType: RuleType;
  isActive: boolean;
  missingFields: RuleProfileField[];
  inactiveDays: number | string;
  intervals: string;
  finalDays: number | string;
  timezone: string;
  emailReminders: boolean;
  reminderSubject: string;
  reminderBody: string;
  finalSubject: string;
  finalBody: string;
}

/** Sets one field of the draft. */
export type SetDraftField = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

/** 001 §5: the intervals are a comma-separated list; entries that are not numbers are dropped. */
export const parseIntervals = (value: string): number[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

/** The draft of `rule`, or a new rule's defaults when it is null. */
export const draftOf = (rule: Rule | null, t: (key: string) => string): Draft =>
  rule
    ? {
        name: rule.name,
        description: rule.description ?? '',
        ruleType: rule.ruleType,
        isActive: rule.isActive,
        missingFields: rule.conditions.missing_fields ?? [],
        inactiveDays: rule.conditions.inactive_days ?? 30,
        intervals: rule.scheduleConfig.intervals_days.join(', '),
        finalDays: rule.scheduleConfig.final_action_days,
        timezone: rule.scheduleConfig.timezone,
        emailReminders: rule.actions.email_reminders,
        reminderSubject: rule.actions.email_templates.profile_completion_reminder.subject,
        reminderBody: rule.actions.email_templates.profile_completion_reminder.body,
        finalSubject: rule.actions.email_templates.final_warning.subject,
        finalBody: rule.actions.email_templates.final_warning.body,
      }
    : {
        name: '',
        description: '',
        ruleType: 'incomplete_profile',
        // 001 §2.15: a new rule starts active.
        isActive: true,
        missingFields: ['avatar_url', 'title', 'bio'],
        inactiveDays: 30,
        intervals: '3, 7, 30',
        finalDays: 90,
        timezone: 'Europe/Paris',
        emailReminders: true,
        ...templatesFor('incomplete_profile', t),
      };

/** The default mails of a type: a company's differ from a member's. */
const templatesFor = (type: RuleType, t: (key: string) => string) => {
  const prefix =
    type === 'company_inactive' ? 'admin.rules.editor.companyDefaults' : 'admin.rules.editor.defaults';
  return {
    reminderSubject: t(`${prefix}.reminderSubject`),
    reminderBody: t(`${prefix}.reminderBody`),
    finalSubject: t(`${prefix}.finalSubject`),
    finalBody: t(`${prefix}.finalBody`),
  };
};

/** A new type: mails still as the old type's defaults become the new type's defaults. */
export const withType = (draft: Draft, type: RuleType, t: (key: string) => string): Draft => {
  const before = templatesFor(draft.ruleType, t);
  const untouched = (Object.keys(before) as (keyof typeof before)[]).every(
    (key) => draft[key] === before[key],
  );
  return { ...draft, ruleType: type, ...(untouched ? templatesFor(type, t) : {}) };
};

/** The draft as the contract's body: only its type's condition is sent (001 §2.15). */
export const bodyOf = (draft: Draft): RuleBody => ({
  name: draft.name,
  description: draft.description || null,
  ruleType: draft.ruleType,
  isActive: draft.isActive,
  conditions: {
    ...(draft.ruleType === 'incomplete_profile' ? { missing_fields: draft.missingFields } : {}),
    ...(draft.ruleType === 'inactive_user' || draft.ruleType === 'company_inactive'
      ? { inactive_days: Number(draft.inactiveDays) }
      : {}),
  },
  actions: {
    email_reminders: draft.emailReminders,
    email_templates: {
      profile_completion_reminder: { subject: draft.reminderSubject, body: draft.reminderBody },
      final_warning: { subject: draft.finalSubject, body: draft.finalBody },
    },
    final_action: 'mark_obsolete',
  },
  scheduleConfig: {
    intervals_days: parseIntervals(draft.intervals),
    final_action_days: Number(draft.finalDays),
    timezone: draft.timezone as RuleBody['scheduleConfig']['timezone'],
  },
});
