import type { FastifyBaseLogger } from 'fastify';
import type {
  Rule,
  RuleExecution,
  RuleInput,
  RuleRunResult,
  RuleStats,
} from '../../../common/contracts/rules';
import { ruleExecutionStatuses, ruleLimits } from '../../../common/contracts/rules';
import { notificationTypeLabelKey } from '../../../common/registry';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../../platform/actor';
import type { NotificationService } from '../notifications/notification.service';
import * as repo from './rule.repository';
import { targetsOf } from './rule-targets';
import { readSignedToken } from './signed-token';

export type RuleService = ReturnType<typeof createRuleService>;

const day = 86_400_000;
const preferenceType = 'rule_reminder';
const tokenPurpose = 'rule-reminder';

/** `{name}` placeholders filled from `vars`; an unknown one stays as written. */
export const fillTemplate = (text: string, vars: Record<string, string>) =>
  text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => vars[name] ?? whole);

/** The hour at `now` in a time zone (0–23). */
export const localHour = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));

const toRule = (row: repo.RuleRow): Rule => ({
  id: row.id,
  name: row.name,
  description: row.description,
  ruleType: row.ruleType as Rule['ruleType'],
  isActive: row.isActive,
  conditions: row.conditions,
  actions: row.actions,
  scheduleConfig: row.scheduleConfig,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Business rules (001 §2.15; plans/001 C.3, decision 7). The engine: for each member for whom a rule's
 * condition holds, the clock starts when the condition began (sign-up, or the last sign-in plus the
 * inactivity days) or when the rule was created, whichever is later. Step k (1…n) is due after the
 * k-th interval, the final step after `final_action_days`. A run sends only the latest due step (earlier
 * ones never sent are recorded 'skipped'): each step is claimed by the unique (rule, member, step)
 * before its mail, so nobody gets it twice, whatever the runs or instances. The final step sends the
 * final warning and marks the member inactive. Each step honours the member's two switches for
 * `rule_reminder` (notification preferences): the e-mail (which the mail's one-click link turns off)
 * and the notification in the app; a step with both off is recorded 'skipped'. A company_inactive rule
 * writes to companies instead (rule-targets.ts): its final step takes the company off the directory.
 */
export const createRuleService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'logs'> & {
    /** The reminder's notification in the app (the member's in-app switch for `rule_reminder`). */
    notifications: Pick<NotificationService, 'notify'>;
    log: Pick<FastifyBaseLogger, 'error'>;
    publicUrl: string;
    secret: string;
  },
) => {
  const { db } = deps;

  const runRule = async (rule: repo.RuleRow, now: Date): Promise<RuleRunResult> => {
    const result = { executed: 0, failed: 0, skipped: 0 };
    const { intervals_days: intervals, final_action_days: finalDays } = rule.scheduleConfig;
    const thresholds = [...intervals, finalDays];
    const finalStep = thresholds.length;
    for (const target of await targetsOf(db, rule, now, deps.publicUrl)) {
      const elapsed = now.getTime() - target.start.getTime();
      let due = 0;
      thresholds.forEach((days, index) => {
        if (elapsed >= days * day) due = index + 1;
      });
      if (due === 0 || target.steps.includes(due)) continue;
      // Steps the target missed (the rule was off, the server down): recorded, never sent late.
      for (let step = 1; step < due; step++)
        if (!target.steps.includes(step)) {
          const id = await repo.claimStep(
            db,
            { ruleId: rule.id, owner: target.owner, step, status: 'skipped', nextExecutionAt: null },
            now,
          );
          if (id) result.skipped++;
        }
      const next = thresholds[due];
      const nextExecutionAt = next === undefined ? null : new Date(target.start.getTime() + next * day);
      const id = await repo.claimStep(
        db,
        { ruleId: rule.id, owner: target.owner, step: due, status: 'pending', nextExecutionAt },
        now,
      );
      if (!id) continue;
      const isFinal = due === finalStep;
      const template = isFinal
        ? rule.actions.email_templates.final_warning
        : rule.actions.email_templates.profile_completion_reminder;
      const vars = { ...target.vars, step: String(due) };
      // A member's notification in the app, as their in-app switch for `rule_reminder` says (notify reads
      // it; the e-mail half is the rule's own mail below, so notify sends none). A company has no account.
      const notified =
        target.memberId !== null &&
        (await deps.notifications.notify(
          target.memberId,
          preferenceType,
          { step: String(due), subject: fillTemplate(template.subject, vars) },
          null,
          { inAppOnly: true, priority: isFinal ? 'high' : 'medium' },
        ));
      const wantsMail = rule.actions.email_reminders && target.mailOn;
      // Executed when the target was told one way or the other; skipped when both switches are off.
      let status: 'executed' | 'failed' | 'skipped' = wantsMail || notified ? 'executed' : 'skipped';
      let error: string | null = status === 'skipped' ? translate('mail.rules.noMail') : null;
      // The mail and the step's outcome are written together (issue 36 §1).
      await db.transaction(async (tx) => {
        if (wantsMail) {
          const sent = await deps.mail.send(
            {
              to: target.email,
              kind:
                target.memberId === null
                  ? 'company_reminder'
                  : isFinal
                    ? 'rule_final_warning'
                    : 'rule_reminder',
              template: target.template,
              texts: {
                subject: fillTemplate(template.subject, vars),
                intro: fillTemplate(template.body, vars),
              },
              link: target.link,
              unsubscribe: target.unsubscribe,
            },
            tx,
          );
          if (sent.status === 'held') {
            status = 'failed';
            error = translate('mail.held');
          }
        }
        await repo.finishStep(tx, id, status, error, now);
        // The final action once warned (by mail or in the app), or when the rule mails nobody; never for
        // a member who turned both reminders off or whose warning mail failed (they were not told).
        if (isFinal && (status === 'executed' || !rule.actions.email_reminders)) {
          if ('companyId' in target.owner) await repo.hideCompany(tx, target.owner.companyId);
          else await repo.markInactive(tx, target.owner.profileId, now);
        }
      });
      result[status]++;
    }
    return result;
  };

  // The reminder's one click: the member's e-mail choice for reminders turns off.
  const stopReminderMails = async (profileId: string) => {
    if (await repo.profileExists(db, profileId)) await repo.turnOffEmail(db, profileId, preferenceType);
  };
  deps.mail.onUnsubscribe('rule_reminder', {
    apply: stopReminderMails,
    label: () => notificationTypeLabelKey(preferenceType),
    readLegacyToken: (token) => readSignedToken(deps.secret, tokenPurpose, token),
  });
  // A company's contact: no more company_inactive reminders to its address.
  deps.mail.onUnsubscribe('company_reminder', {
    apply: (companyId) => repo.turnOffCompanyReminders(db, companyId, new Date()).then(() => undefined),
    label: () => 'optOut.topics.company_reminder',
  });

  return {
    async list(): Promise<{ items: Rule[] }> {
      return { items: (await repo.list(db)).map(toRule) };
    },

    async create(actor: Actor, body: RuleInput, now = new Date()): Promise<Rule> {
      const row = await repo.insert(db, { ...body, createdAt: now, updatedAt: now } as repo.RuleValues);
      await deps.logs.record(actor.id, 'rule_created', { ruleId: row.id, name: row.name });
      return toRule(row);
    },

    async update(actor: Actor, id: string, body: RuleInput): Promise<Rule> {
      const row = await repo.update(db, id, { ...body, updatedAt: new Date() });
      if (!row) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'rule_updated', { ruleId: id, name: row.name });
      return toRule(row);
    },

    async setActive(actor: Actor, id: string, isActive: boolean): Promise<Rule> {
      const row = await repo.update(db, id, { isActive, updatedAt: new Date() });
      if (!row) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'rule_updated', { ruleId: id, name: row.name, isActive });
      return toRule(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await repo.findById(db, id);
      if (!row || !(await repo.remove(db, id))) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'rule_deleted', { ruleId: id, name: row.name });
    },

    /** 'Run now': the rule's due steps at once, whatever the hour; an inactive rule sends nothing. */
    async runNow(actor: Actor, id: string, now = new Date()): Promise<RuleRunResult> {
      const row = await repo.findById(db, id);
      if (!row) throw new AppError('not_found');
      if (!row.isActive) throw new AppError('rule_inactive');
      const result = await runRule(row, now);
      await deps.logs.record(actor.id, 'rule_run', { ruleId: id, name: row.name, ...result });
      return result;
    },

    /** The scheduled run (hourly): each active rule at 09:00 in its own time zone. */
    async runScheduled(now: Date): Promise<void> {
      for (const rule of await repo.listActive(db)) {
        if (localHour(now, rule.scheduleConfig.timezone) !== ruleLimits.sendHour) continue;
        try {
          await runRule(rule, now);
        } catch (err) {
          deps.log.error({ err, ruleId: rule.id }, 'business rule run failed');
        }
      }
    },

    async executions(): Promise<{ items: RuleExecution[] }> {
      const rows = await repo.listExecutions(db, ruleLimits.historyLimit);
      return {
        items: rows.map((row) => ({
          id: row.id,
          ruleName: row.ruleName,
          profileName: row.profileId ? row.profileName || row.profileUsername : row.companyName,
          isCompany: row.ruleType === 'company_inactive',
          step: row.step,
          isFinal: row.finalStep !== null && Number(row.finalStep) === row.step,
          status: ruleExecutionStatuses.find((s) => s === row.status) ?? 'failed',
          error: row.error,
          executedAt: row.executedAt?.toISOString() ?? null,
          nextExecutionAt: row.nextExecutionAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async stats(now = new Date()): Promise<RuleStats> {
      const { total, active } = await repo.countRules(db);
      const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const statuses = await repo.lastStatuses(db, ruleLimits.historyLimit);
      const executed = statuses.filter((s) => s === 'executed').length;
      const failed = statuses.filter((s) => s === 'failed').length;
      return {
        activeRules: active,
        totalRules: total,
        executionsToday: await repo.countExecutedSince(db, startOfDay),
        successRate:
          executed + failed === 0 ? null : Math.round((executed / (executed + failed)) * 1000) / 10,
        sample: executed + failed,
      };
    },

    /** The reminder's one-click link: the member's e-mail choice for reminders turns off. */
    async unsubscribe(token: string): Promise<void> {
      const id = readSignedToken(deps.secret, tokenPurpose, token);
      if (!id) throw new AppError('rule_link_invalid');
      await stopReminderMails(id);
    },
  };
};
