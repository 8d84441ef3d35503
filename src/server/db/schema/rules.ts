import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { RuleActions, RuleConditions, RuleSchedule } from '../../../common/contracts/rules';
import * as column from './columns';
import { companies } from './companies';
import { profiles } from './profiles';

/** The automated reminder rules of 001 §2.15 / §3 (`business_rules`), JSON columns as the spec names them. */
export const businessRules = pgTable(
  'business_rules',
  {
    id: column.primaryId(),
    name: text('name').notNull(),
    description: text('description'),
    ruleType: text('rule_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    actions: jsonb('actions').$type<RuleActions>().notNull(),
    scheduleConfig: jsonb('schedule_config').$type<RuleSchedule>().notNull(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    index('business_rules_created_idx').on(t.createdAt),
    check(
      'business_rules_type_check',
      sql`${t.ruleType} in ('incomplete_profile', 'inactive_user', 'no_connections', 'company_inactive')`,
    ),
  ],
);

/**
 * One step of one rule for one member (001 §3 `rule_executions`). The unique (rule, profile, step)
 * makes a step happen once whatever the runs; a deleted rule or profile leaves its history
 * ('Règle supprimée', 'Profil supprimé').
 */
export const ruleExecutions = pgTable(
  'rule_executions',
  {
    id: column.primaryId(),
    ruleId: column.setNullRef('rule_id', () => businessRules.id),
    profileId: column.setNullRef('profile_id', () => profiles.id),
    /** A company_inactive step names the company written to (and no member). */
    companyId: column.setNullRef('company_id', () => companies.id),
    executionStep: integer('execution_step').notNull(),
    /** pending, executed, failed, skipped. */
    status: text('status').notNull(),
    error: text('error'),
    executedAt: column.timestampTz('executed_at'),
    nextExecutionAt: column.timestampTz('next_execution_at'),
    createdAt: column.createdAt(),
  },
  (t) => [
    unique('rule_executions_step_uq').on(t.ruleId, t.profileId, t.executionStep),
    unique('rule_executions_company_step_uq').on(t.ruleId, t.companyId, t.executionStep),
    index('rule_executions_company_idx').on(t.companyId),
    index('rule_executions_created_idx').on(t.createdAt, t.id),
    index('rule_executions_profile_idx').on(t.profileId),
    check('rule_executions_status_check', sql`${t.status} in ('pending', 'executed', 'failed', 'skipped')`),
  ],
);
