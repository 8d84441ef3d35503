import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RuleProfileField } from '../../../common/contracts/rules';
import type { DbOrTx } from '../../db/client';
import {
  businessRules,
  companies,
  notificationPreferences,
  profiles,
  ruleExecutions,
  users,
} from '../../db/schema';
import { shownToOthers } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type RuleRow = typeof businessRules.$inferSelect;
export type RuleValues = Omit<typeof businessRules.$inferInsert, 'id' | 'createdAt'>;

export const list = (db: DbOrTx) => db.select().from(businessRules).orderBy(desc(businessRules.createdAt));

export const listActive = (db: DbOrTx) =>
  db.select().from(businessRules).where(eq(businessRules.isActive, true)).orderBy(businessRules.createdAt);

export const { findById, insert } = rowsById(businessRules, 'rule');

export const update = async (db: DbOrTx, id: string, values: Partial<RuleValues>) =>
  (await db.update(businessRules).set(values).where(eq(businessRules.id, id)).returning())[0];

export const remove = async (db: DbOrTx, id: string): Promise<boolean> =>
  (await db.delete(businessRules).where(eq(businessRules.id, id)).returning({ id: businessRules.id }))
    .length > 0;

/** The spec's history: newest first, with the rule's name and the member's (null once deleted). */
export const listExecutions = (db: DbOrTx, limit: number) =>
  db
    .select({
      id: ruleExecutions.id,
      ruleName: businessRules.name,
      finalStep: sql<
        number | null
      >`jsonb_array_length(${businessRules.scheduleConfig}->'intervals_days') + 1`,
      ruleType: businessRules.ruleType,
      profileId: ruleExecutions.profileId,
      profileName: profiles.fullName,
      companyName: companies.nom,
      profileUsername: profiles.username,
      step: ruleExecutions.executionStep,
      status: ruleExecutions.status,
      error: ruleExecutions.error,
      executedAt: ruleExecutions.executedAt,
      nextExecutionAt: ruleExecutions.nextExecutionAt,
      createdAt: ruleExecutions.createdAt,
    })
    .from(ruleExecutions)
    .leftJoin(businessRules, eq(businessRules.id, ruleExecutions.ruleId))
    .leftJoin(profiles, eq(profiles.id, ruleExecutions.profileId))
    .leftJoin(companies, eq(companies.id, ruleExecutions.companyId))
    .orderBy(desc(ruleExecutions.createdAt), desc(ruleExecutions.id))
    .limit(limit);

export const countRules = async (db: DbOrTx) => {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${businessRules.isActive})::int`,
    })
    .from(businessRules);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
};

export const countExecutedSince = async (db: DbOrTx, since: Date): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(ruleExecutions)
      .where(and(isNotNull(ruleExecutions.executedAt), gte(ruleExecutions.executedAt, since)))
  )[0]?.n ?? 0;

/** The statuses of the last `limit` executions, newest first. */
export const lastStatuses = async (db: DbOrTx, limit: number): Promise<string[]> =>
  (
    await db
      .select({ status: ruleExecutions.status })
      .from(ruleExecutions)
      .orderBy(desc(ruleExecutions.createdAt), desc(ruleExecutions.id))
      .limit(limit)
  ).map((row) => row.status);

const emptyText = (column: unknown) => sql`coalesce(btrim(${column}), '') = ''`;

const missingSql: Record<RuleProfileField, ReturnType<typeof sql>> = {
  avatar_url: emptyText(profiles.avatarUrl),
  title: emptyText(profiles.title),
  bio: emptyText(profiles.bio),
  full_name: emptyText(profiles.fullName),
  company: emptyText(profiles.company),
  location: sql`${profiles.location} is null`,
};

export interface Candidate {
  id: string;
  email: string;
  fullName: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  avatarUrl: string | null;
  title: string | null;
  bio: string | null;
  company: string | null;
  hasLocation: boolean;
  /** Steps of this rule already recorded for the member. */
  steps: number[];
}

/** Whose steps a rule records: a member's (`profile_id`) or a company's (`company_id`). */
type StepOwnerColumn = 'profile_id' | 'company_id';

/** The steps of `rule` already recorded for the owner whose id is `id` (a column of the outer query). */
const recordedSteps = (rule: RuleRow, owner: StepOwnerColumn, id: AnyPgColumn) =>
  sql<number[]>`coalesce((select array_agg(e.execution_step) from rule_executions e
    where e.rule_id = ${rule.id} and e.${sql.raw(owner)} = ${id}), '{}')`;

/** The rule's final step is not recorded yet for that owner: they are still a candidate. */
const finalStepPending = (rule: RuleRow, owner: StepOwnerColumn, id: AnyPgColumn) =>
  sql`not exists (select 1 from rule_executions e where e.rule_id = ${rule.id}
    and e.${sql.raw(owner)} = ${id} and e.execution_step = ${rule.scheduleConfig.intervals_days.length + 1})`;

/** The recorded steps as numbers (the driver may answer them as strings). */
const stepNumbers = (steps: number[] | null) => (steps ?? []).map(Number);

/**
 * Members in good standing (confirmed, shown to others, not already marked inactive) for
 * whom the rule's condition holds now and its final step is not recorded, oldest first.
 */
export const candidates = async (
  db: DbOrTx,
  rule: RuleRow,
  now: Date,
  limit: number,
): Promise<Candidate[]> => {
  let condition: ReturnType<typeof sql>;
  if (rule.ruleType === 'incomplete_profile') {
    const fields = rule.conditions.missing_fields ?? [];
    condition = fields.length
      ? sql`(${sql.join(
          fields.map((f) => missingSql[f]),
          sql` or `,
        )})`
      : sql`false`;
  } else if (rule.ruleType === 'inactive_user') {
    const days = rule.conditions.inactive_days ?? 30;
    const before = new Date(now.getTime() - days * 86_400_000);
    condition = sql`coalesce(${profiles.lastSignInAt}, ${profiles.createdAt}) <= ${before.toISOString()}::timestamptz`;
  } else {
    condition = sql`not exists (select 1 from connections c where c.status = 'accepted'
      and (c.requester_id = ${profiles.id} or c.recipient_id = ${profiles.id}))`;
  }
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      createdAt: profiles.createdAt,
      lastSignInAt: profiles.lastSignInAt,
      avatarUrl: profiles.avatarUrl,
      title: profiles.title,
      bio: profiles.bio,
      company: profiles.company,
      hasLocation: sql<boolean>`${profiles.location} is not null`,
      steps: recordedSteps(rule, 'profile_id', profiles.id),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(users.emailVerified, true),
        // Blocked, suspended or leaving (a deletion pending: no nudge to come back and complete it).
        shownToOthers,
        isNull(profiles.markedInactiveAt),
        condition,
        finalStepPending(rule, 'profile_id', profiles.id),
      ),
    )
    .orderBy(profiles.createdAt, profiles.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, steps: stepNumbers(row.steps) }));
};

/** Who a step is for: a member, or a company (company_inactive). */
export type StepOwner = { profileId: string } | { companyId: string };

/** Claims a step: false when it is already recorded (another run, an earlier one): never twice. */
export const claimStep = async (
  db: DbOrTx,
  values: { ruleId: string; owner: StepOwner; step: number; status: string; nextExecutionAt: Date | null },
  now: Date,
): Promise<string | undefined> =>
  (
    await db
      .insert(ruleExecutions)
      .values({
        ruleId: values.ruleId,
        ...values.owner,
        executionStep: values.step,
        status: values.status,
        nextExecutionAt: values.nextExecutionAt,
        executedAt: values.status === 'pending' ? null : now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: ruleExecutions.id })
  )[0]?.id;

export const finishStep = (db: DbOrTx, id: string, status: string, error: string | null, now: Date) =>
  db.update(ruleExecutions).set({ status, error, executedAt: now }).where(eq(ruleExecutions.id, id));

/** The member's e-mail choice for a type (notification_preferences; a missing row is the default). */
export const emailPreference = async (db: DbOrTx, userIds: string[], type: string) =>
  userIds.length === 0
    ? new Map<string, boolean>()
    : new Map(
        (
          await db
            .select({ userId: notificationPreferences.userId, email: notificationPreferences.email })
            .from(notificationPreferences)
            .where(
              and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.type, type)),
            )
        ).map((row) => [row.userId, row.email]),
      );

/** The unsubscribe link: the member's e-mail choice for the type turns off (in-app stays as it was). */
export const turnOffEmail = (db: DbOrTx, userId: string, type: string) =>
  db
    .insert(notificationPreferences)
    .values({ userId, type, inApp: true, email: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: false, updatedAt: new Date() },
    });

export const profileExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id))).length > 0;

/** Decision 7's final action. */
export const markInactive = (db: DbOrTx, profileId: string, now: Date) =>
  db
    .update(profiles)
    .set({ markedInactiveAt: now })
    .where(and(eq(profiles.id, profileId), isNull(profiles.markedInactiveAt)));

export interface CompanyCandidate {
  id: string;
  nom: string;
  email: string;
  updatedAt: Date;
  /** Steps of this rule already recorded for the company. */
  steps: number[];
}

/**
 * company_inactive: directory companies still shown, with a contact address that has not turned the
 * reminders off, whose record has not changed for the rule's days and whose final step is not recorded;
 * the longest unchanged first.
 */
export const companyCandidates = async (
  db: DbOrTx,
  rule: RuleRow,
  now: Date,
  limit: number,
): Promise<CompanyCandidate[]> => {
  const before = new Date(now.getTime() - (rule.conditions.inactive_days ?? 180) * 86_400_000);
  const rows = await db
    .select({
      id: companies.id,
      nom: companies.nom,
      email: companies.email,
      updatedAt: companies.updatedAt,
      steps: recordedSteps(rule, 'company_id', companies.id),
    })
    .from(companies)
    .where(
      and(
        eq(companies.active, true),
        isNull(companies.remindersOffAt),
        sql`coalesce(btrim(${companies.email}), '') <> ''`,
        sql`${companies.updatedAt} <= ${before.toISOString()}::timestamptz`,
        finalStepPending(rule, 'company_id', companies.id),
      ),
    )
    .orderBy(companies.updatedAt, companies.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, email: row.email ?? '', steps: stepNumbers(row.steps) }));
};

/** company_inactive's final action: the company leaves the directory (an admin can show it again). */
export const hideCompany = (db: DbOrTx, companyId: string) =>
  db.update(companies).set({ active: false }).where(eq(companies.id, companyId));

/** The company's one-click link: no more reminders to its address. */
export const turnOffCompanyReminders = (db: DbOrTx, companyId: string, now: Date) =>
  db
    .update(companies)
    .set({ remindersOffAt: now })
    .where(and(eq(companies.id, companyId), isNull(companies.remindersOffAt)));
