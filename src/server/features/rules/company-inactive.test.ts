import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RuleBody } from '../../../common/contracts/rules';
import { businessRules, companies } from '../../db/schema';
import { callFromAnywhere } from '../../test/api-client';
import {
  createUser,
  mailsTo,
  oneClickUnsubscribe,
  uniqueEmail,
  unsubscribeTokenIn,
} from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

/*
 * The company_inactive rule (001 §3's list label, issue 38): reminders to a directory company whose
 * record has not changed for `inactive_days`, at its contact address, then a final warning that takes
 * it off the directory.
 */

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });

const day = 86_400_000;
const call = callFromAnywhere(t);

const companyRule: RuleBody = {
  name: 'Entreprises sans mise à jour',
  description: null,
  ruleType: 'company_inactive',
  isActive: true,
  conditions: { inactive_days: 180 },
  actions: {
    email_reminders: true,
    email_templates: {
      profile_completion_reminder: { subject: 'Rappel {step} : {full_name}', body: 'Voir {profile_url}' },
      final_warning: { subject: 'Dernier rappel : {full_name}', body: 'Retirée : {profile_url}' },
    },
    final_action: 'mark_obsolete',
  },
  scheduleConfig: { intervals_days: [0, 30], final_action_days: 60, timezone: 'Europe/Paris' },
};

/** A directory company last updated `daysAgo` days ago. */
const company = async (nom: string, daysAgo: number, email: string | null) => {
  const at = new Date(Date.now() - daysAgo * day);
  const [row] = await t.database.db
    .insert(companies)
    .values({ nom, email, createdAt: at, updatedAt: at })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert');
  return row.id;
};

const activeOf = async (id: string) =>
  (await t.database.db.select({ active: companies.active }).from(companies).where(eq(companies.id, id)))[0]
    ?.active;

describe('the company_inactive rule', () => {
  it('is refused without its days, and only admins may create it', async () => {
    const { inactive_days: _, ...noDays } = companyRule.conditions;
    const bad = await call(admin, 'POST', '/admin/rules', { ...companyRule, conditions: noDays });
    expect(bad.statusCode).toBe(400);
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await call(moderator, 'POST', '/admin/rules', companyRule)).statusCode).toBe(403);
  });

  it('writes to stale companies at their address, hides them at the final step, once', async () => {
    const staleEmail = uniqueEmail('contact');
    const lateEmail = uniqueEmail('contact');
    const freshEmail = uniqueEmail('contact');
    const stale = await company('Kora Énergie', 200, staleEmail);
    const late = await company('Baobab Logistique', 250, lateEmail);
    const fresh = await company('Sahel Numérique', 10, freshEmail);
    const silent = await company('Sans Adresse SARL', 400, null);
    const created = await call(admin, 'POST', '/admin/rules', companyRule);
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json<{ id: string }>().id;
    await t.database.db
      .update(businessRules)
      .set({ createdAt: new Date(Date.now() - 3 * 365 * day) })
      .where(eq(businessRules.id, ruleId));

    const run = await call(admin, 'POST', `/admin/rules/${ruleId}/run`);
    expect(run.statusCode, run.body).toBe(200);
    // Stale for 20 days past the 180: step 1. Late for 70: the final step, steps 1 and 2 recorded skipped.
    expect(run.json()).toEqual({ executed: 2, failed: 0, skipped: 2 });
    const [reminder] = await mailsTo(t.database.db, staleEmail, 'company_reminder');
    expect(reminder?.subject).toBe('Rappel 1 : Kora Énergie');
    expect(reminder?.link).toContain(`/entreprises/${stale}`);
    const [warning] = await mailsTo(t.database.db, lateEmail, 'company_reminder');
    expect(warning?.subject).toBe('Dernier rappel : Baobab Logistique');
    expect(await activeOf(late)).toBe(false);
    expect(await activeOf(stale)).toBe(true);
    expect(await mailsTo(t.database.db, freshEmail)).toHaveLength(0);
    expect(await activeOf(fresh)).toBe(true);
    expect(await activeOf(silent)).toBe(true);

    // A second run sends nothing again.
    expect((await call(admin, 'POST', `/admin/rules/${ruleId}/run`)).json()).toEqual({
      executed: 0,
      failed: 0,
      skipped: 0,
    });
    expect(await mailsTo(t.database.db, staleEmail, 'company_reminder')).toHaveLength(1);

    const history = (await call(admin, 'GET', '/admin/rules/executions')).json().items;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          profileName: 'Kora Énergie',
          isCompany: true,
          status: 'executed',
          step: 1,
        }),
        expect.objectContaining({ profileName: 'Baobab Logistique', isFinal: true, status: 'executed' }),
      ]),
    );

    // The mail's one-click link stops the reminders to that address.
    const token = unsubscribeTokenIn(reminder?.text);
    expect(token).not.toBe('');
    expect((await oneClickUnsubscribe(t.app, token)).statusCode).toBeLessThan(300);
    const [row] = await t.database.db
      .select({ off: companies.remindersOffAt })
      .from(companies)
      .where(eq(companies.id, stale));
    expect(row?.off).toBeInstanceOf(Date);
  });
});
