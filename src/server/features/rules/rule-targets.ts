import type { RuleProfileField } from '../../../common/contracts/rules';
import { ruleLimits } from '../../../common/contracts/rules';
import type { DbOrTx } from '../../db/client';
import { translate } from '../../lib/i18n';
import * as repo from './rule.repository';

const day = 86_400_000;

/** Whom one run of a rule writes to: a member, or a directory company (company_inactive). */
export interface RuleTarget {
  owner: repo.StepOwner;
  /** The member, for the notification in the app and their preferences; null for a company. */
  memberId: string | null;
  email: string;
  /** When the condition began, or the rule was created if later: the steps count from it. */
  start: Date;
  /** Steps already recorded. */
  steps: number[];
  /** Whether the owner still takes the rule's mails (the member's e-mail switch). */
  mailOn: boolean;
  /** The template variables but {step}. */
  vars: Record<string, string>;
  link: string;
  template: 'mail.rules' | 'mail.companyRules';
  unsubscribe: { topic: 'rule_reminder' | 'company_reminder'; id: string };
}

const later = (a: Date, b: Date) => (a > b ? a : b);

const missingOf = (member: repo.Candidate, fields: readonly RuleProfileField[]): RuleProfileField[] =>
  fields.filter((field) => {
    switch (field) {
      case 'avatar_url':
        return !member.avatarUrl?.trim();
      case 'title':
        return !member.title?.trim();
      case 'bio':
        return !member.bio?.trim();
      case 'full_name':
        return !member.fullName?.trim();
      case 'company':
        return !member.company?.trim();
      case 'location':
        return !member.hasLocation;
    }
    return false;
  });

/** The members a member rule (incomplete_profile, inactive_user, no_connections) may write to now. */
const memberTargets = async (
  db: DbOrTx,
  rule: repo.RuleRow,
  now: Date,
  publicUrl: string,
): Promise<RuleTarget[]> => {
  const members = await repo.candidates(db, rule, now, ruleLimits.batchMax);
  const emailOn = await repo.emailPreference(
    db,
    members.map((member) => member.id),
    'rule_reminder',
  );
  const profileUrl = `${publicUrl}/profile/complete`;
  return members.map((member) => {
    const start =
      rule.ruleType === 'inactive_user'
        ? new Date(
            (member.lastSignInAt ?? member.createdAt).getTime() + (rule.conditions.inactive_days ?? 30) * day,
          )
        : member.createdAt;
    const missing = missingOf(member, rule.conditions.missing_fields ?? []);
    return {
      owner: { profileId: member.id },
      memberId: member.id,
      email: member.email,
      start: later(start, rule.createdAt),
      steps: member.steps,
      mailOn: emailOn.get(member.id) !== false,
      vars: {
        full_name: member.fullName?.trim() || translate('mail.rules.memberFallback'),
        missing_fields: missing.map((field) => translate(`mail.rules.fields.${field}`)).join(', '),
        profile_url: profileUrl,
      },
      link: profileUrl,
      template: 'mail.rules',
      unsubscribe: { topic: 'rule_reminder', id: member.id },
    };
  });
};

/** company_inactive: the companies unchanged for `inactive_days`, written to at their contact address. */
const companyTargets = async (
  db: DbOrTx,
  rule: repo.RuleRow,
  now: Date,
  publicUrl: string,
): Promise<RuleTarget[]> =>
  (await repo.companyCandidates(db, rule, now, ruleLimits.batchMax)).map((company) => {
    const pageUrl = `${publicUrl}/entreprises/${company.id}`;
    const start = new Date(company.updatedAt.getTime() + (rule.conditions.inactive_days ?? 180) * day);
    return {
      owner: { companyId: company.id },
      memberId: null,
      email: company.email,
      start: later(start, rule.createdAt),
      steps: company.steps,
      mailOn: true,
      vars: { full_name: company.nom, missing_fields: '', profile_url: pageUrl },
      link: pageUrl,
      template: 'mail.companyRules',
      unsubscribe: { topic: 'company_reminder', id: company.id },
    };
  });

/** Whom the rule may write to now, at most `ruleLimits.batchMax` (the next run takes the rest). */
export const targetsOf = (db: DbOrTx, rule: repo.RuleRow, now: Date, publicUrl: string) =>
  rule.ruleType === 'company_inactive'
    ? companyTargets(db, rule, now, publicUrl)
    : memberTargets(db, rule, now, publicUrl);
