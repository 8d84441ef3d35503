import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RuleActions, RuleConditions, RuleSchedule } from '../../../common/contracts/rules';
import { companies } from './companies';
import { profiles } from './profiles';

/** The automated reminder rules of 001 §2.15 / §3 (`business_rules`), JSON columns as the spec names them. */
export const businessRules = pgTable(
  'business_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    ruleType: text('rule_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    actions: jsonb('actions').$type<RuleActions>().notNull(),
    scheduleConfig: jsonb('schedule_config').$type<RuleSchedule>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: uuid('rule_id').references(() => businessRules.id, { onDelete: 'set null' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** A company_inactive step names the company written to (and no member). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    executionStep: integer('execution_step').notNull(),
    /** pending, executed, failed, skipped. */
    status: text('status').notNull(),
    error: text('error'),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    nextExecutionAt: timestamp('next_execution_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
