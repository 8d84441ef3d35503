import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleBody } from '../../../common/contracts/rules';
import {
  businessRules,
  connections,
  notificationPreferences,
  notifications,
  profiles,
  ruleExecutions,
} from '../../db/schema';
import { callFromAnywhere } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, signInAgain } from '../../test/factories';
import { decodedMail, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';

let t: TestApp;
let smtp: SmtpCapture;
/** The rules' mails a member received (each carries the reminders' unsubscribe link). */
const mailsAt = (email: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email.toLowerCase()))
    .map(decodedMail)
    .filter((mail) => mail.includes('/desabonnement?token='));
/** The tick flushes the mail queue, so the peer has each mail once the run returned. */
const subjectsAt = (email: string) =>
  mailsAt(email).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]?.trim() ?? '');

let admin: CreatedUser;
let moderator: CreatedUser;
let member: CreatedUser;

/** The clock of the engine tests: members joined on 5 January 2026 at 10:00 UTC. */
const joined = new Date('2026-01-05T10:00:00Z');
/** 09:00 in Paris (UTC+1 in winter) on the given January day: the hour the job sends. */
const parisNine = (dayOfMonth: number) => new Date(Date.UTC(2026, 0, dayOfMonth, 8, 0));

// `t` is built in beforeAll, once the mail peer listens.
const call: ReturnType<typeof callFromAnywhere> = (...args) => callFromAnywhere(t)(...args);

const ruleBody = (overrides: Partial<RuleBody> = {}): RuleBody => ({
  name: 'Profil à compléter',
  description: 'Rappels de test',
  ruleType: 'incomplete_profile',
  isActive: true,
  conditions: { missing_fields: ['avatar_url', 'title', 'bio'] },
  actions: {
    email_reminders: true,
    email_templates: {
      profile_completion_reminder: {
        subject: 'Rappel {step} pour {full_name}',
        body: 'Il manque : {missing_fields}. Lien : {profile_url}',
      },
      final_warning: { subject: 'Dernier avertissement {full_name}', body: 'Profil marqué inactif.' },
    },
    final_action: 'mark_obsolete',
  },
  scheduleConfig: { intervals_days: [3, 7], final_action_days: 10, timezone: 'Europe/Paris' },
  ...overrides,
});

/** A member who joined on `joined` (confirmed), with a name and the given profile fields. */
const joinedMember = async (name: string, fields: Partial<typeof profiles.$inferInsert> = {}) => {
  const user = await createUser(t.app, t.database.db);
  await t.database.db
    .update(profiles)
    .set({ fullName: name, createdAt: joined, lastSignInAt: joined, ...fields })
    .where(eq(profiles.id, user.id));
  return user;
};

/** Creates a rule through the API, then dates it back so the engine's clock may start before today. */
const createRule = async (body: RuleBody) => {
  const res = await call(admin, 'POST', '/admin/rules', body);
  expect(res.statusCode).toBe(201);
  const id = res.json<{ id: string }>().id;
  await t.database.db
    .update(businessRules)
    .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(businessRules.id, id));
  return id;
};

/** One scheduler tick (ticks must move forward: the job runs each minute once). */
const tick = async (at: Date) => {
  const ran = await t.app.jobs.runTick('business-rules', at);
  await t.app.services.mail.flush();
  return ran;
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
  member = await createUser(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('business rules: access and validation', () => {
  it('is admin only: a visitor 401, a member and a moderator 403', async () => {
    expect((await call(null, 'GET', '/admin/rules')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/admin/rules')).statusCode).toBe(403);
    expect((await call(moderator, 'GET', '/admin/rules')).statusCode).toBe(403);
    expect((await call(member, 'POST', '/admin/rules', ruleBody())).statusCode).toBe(403);
    expect((await call(moderator, 'GET', '/admin/rules/executions')).statusCode).toBe(403);
    const list = await call(admin, 'GET', '/admin/rules');
    expect(list.statusCode).toBe(200);
    // The reference rule of 001 §3, seeded inactive (decision 7).
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        name: 'Profil incomplet',
        isActive: false,
        scheduleConfig: { intervals_days: [3, 7, 30], final_action_days: 90, timezone: 'Europe/Paris' },
      }),
    );
  });

  it('a member cannot run, edit or delete a rule (403), and an unknown rule is 404', async () => {
    const id = await createRule(ruleBody({ isActive: false }));
    expect((await call(member, 'POST', `/admin/rules/${id}/run`)).statusCode).toBe(403);
    expect((await call(member, 'PATCH', `/admin/rules/${id}`, { isActive: true })).statusCode).toBe(403);
    expect((await call(member, 'DELETE', `/admin/rules/${id}`)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'PUT', `/admin/rules/${unknown}`, ruleBody())).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/admin/rules/${id}`)).statusCode).toBe(204);
  });

  it('refuses a schedule out of order, a final action before the last reminder, a rule without fields', async () => {
    const post = (overrides: Partial<RuleBody>) => call(admin, 'POST', '/admin/rules', ruleBody(overrides));
    const unordered = await post({
      scheduleConfig: { intervals_days: [7, 3], final_action_days: 30, timezone: 'Europe/Paris' },
    });
    expect(unordered.statusCode).toBe(400);
    expect(unordered.json().error.details[0].message).toBe(
      'Les intervalles doivent être croissants et différents.',
    );
    const early = await post({
      scheduleConfig: { intervals_days: [3, 7], final_action_days: 7, timezone: 'Europe/Paris' },
    });
    expect(early.json().error.details[0].message).toBe("L'action finale doit venir après le dernier rappel.");
    const zone = await post({
      scheduleConfig: {
        intervals_days: [3],
        final_action_days: 7,
        timezone: 'Europe/London' as 'Europe/Paris',
      },
    });
    expect(zone.statusCode).toBe(400);
    const noFields = await post({ conditions: {} });
    expect(noFields.json().error.details[0].message).toBe('Choisissez au moins un champ à surveiller.');
  });
});

describe('business rules: the engine on a fake clock', () => {
  let incomplete: CreatedUser;
  let complete: CreatedUser;
  let optedOut: CreatedUser;
  let silent: CreatedUser;
  let blocked: CreatedUser;
  let leaving: CreatedUser;
  let ruleId: string;
  /** The reminders' notifications in the member's app, oldest first. */
  const inAppOf = async (user: CreatedUser) =>
    (
      await t.database.db
        .select({ title: notifications.title, body: notifications.body, data: notifications.data })
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(notifications.createdAt)
    ).filter((row) => row.body.startsWith('Rappel (étape'));

  beforeAll(async () => {
    incomplete = await joinedMember('Awa Diallo');
    complete = await joinedMember('Kofi Mensah', {
      avatarUrl: '/storage/avatars/k.jpg',
      title: 'Ingénieur',
      bio: 'Bio',
    });
    optedOut = await joinedMember('Fatou Sow');
    silent = await joinedMember('Moussa Traoré');
    blocked = await joinedMember('Yao Kouassi', { isBlocked: true });
    // Their account's deletion is pending (issue 38 §3): no reminder to come back and complete it.
    leaving = await joinedMember('Aïssata Partante', { isLeaving: true });
    await t.database.db.insert(notificationPreferences).values([
      { userId: optedOut.id, type: 'rule_reminder', inApp: true, email: false },
      { userId: silent.id, type: 'rule_reminder', inApp: false, email: false },
    ]);
    ruleId = await createRule(ruleBody());
  });

  it('sends each step once, at 09:00 in the rule time zone, then the final warning, and marks the member inactive', async () => {
    await tick(parisNine(8)); // 2 days 22 hours after joining: nothing due
    expect(mailsAt(incomplete.email)).toHaveLength(0);
    await tick(new Date('2026-01-09T06:00:00Z')); // step 1 due, but 07:00 in Paris: not the sending hour
    expect(mailsAt(incomplete.email)).toHaveLength(0);
    await tick(parisNine(9));
    expect(subjectsAt(incomplete.email)).toEqual(['Rappel 1 pour Awa Diallo']);
    const first = mailsAt(incomplete.email)[0] ?? '';
    expect(first).toContain('Il manque : photo de profil, titre, biographie.');
    expect(first).toContain('/profile/complete');
    expect(first).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/desabonnement\?token=/m);
    expect(first).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await tick(parisNine(10)); // nothing new is due
    await tick(parisNine(13));
    await tick(parisNine(14));
    expect(subjectsAt(incomplete.email)).toEqual(['Rappel 1 pour Awa Diallo', 'Rappel 2 pour Awa Diallo']);
    await tick(parisNine(16));
    await tick(parisNine(20));
    await tick(parisNine(27));
    expect(subjectsAt(incomplete.email)).toEqual([
      'Rappel 1 pour Awa Diallo',
      'Rappel 2 pour Awa Diallo',
      'Dernier avertissement Awa Diallo',
    ]);
    const [row] = await t.database.db
      .select({ at: profiles.markedInactiveAt })
      .from(profiles)
      .where(eq(profiles.id, incomplete.id));
    expect(row?.at).toEqual(parisNine(16));
    // The users screen lists the member under its 'inactive' filter (decision 7).
    // So is the member told in the app only; not the one who turned both switches off (never told).
    const inactive = await call(admin, 'GET', '/admin/users?status=inactive');
    expect(
      inactive
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([incomplete.id, optedOut.id].sort());
    // Complete, e-mail turned off, blocked or leaving: no mail at all.
    expect(mailsAt(complete.email)).toHaveLength(0);
    expect(mailsAt(optedOut.email)).toHaveLength(0);
    expect(mailsAt(silent.email)).toHaveLength(0);
    expect(mailsAt(blocked.email)).toHaveLength(0);
    expect(mailsAt(leaving.email)).toHaveLength(0);
    // The in-app switch (on by default): each step is a notification in the app too, once.
    const steps3 = [
      { title: 'Rappel 1 pour Awa Diallo', body: 'Rappel (étape 1) : pensez à mettre votre profil à jour.' },
      { title: 'Rappel 2 pour Awa Diallo', body: 'Rappel (étape 2) : pensez à mettre votre profil à jour.' },
      {
        title: 'Dernier avertissement Awa Diallo',
        body: 'Rappel (étape 3) : pensez à mettre votre profil à jour.',
      },
    ];
    expect((await inAppOf(incomplete)).map(({ title, body }) => ({ title, body }))).toEqual(steps3);
    expect((await inAppOf(optedOut)).map((row) => row.data)).toEqual([
      { step: '1', subject: 'Rappel 1 pour Fatou Sow' },
      { step: '2', subject: 'Rappel 2 pour Fatou Sow' },
      { step: '3', subject: 'Dernier avertissement Fatou Sow' },
    ]);
    // The in-app switch off: no notification.
    expect(await inAppOf(silent)).toEqual([]);
    expect(await inAppOf(complete)).toEqual([]);
    expect(await inAppOf(blocked)).toEqual([]);
    expect(await inAppOf(leaving)).toEqual([]);
    const steps = await t.database.db
      .select({
        profileId: ruleExecutions.profileId,
        step: ruleExecutions.executionStep,
        status: ruleExecutions.status,
      })
      .from(ruleExecutions)
      .where(eq(ruleExecutions.ruleId, ruleId));
    expect(steps.filter((s) => s.profileId === incomplete.id).map((s) => [s.step, s.status])).toEqual([
      [1, 'executed'],
      [2, 'executed'],
      [3, 'executed'],
    ]);
    // E-mail off, in-app on: told in the app, each step executed; both off: each step 'skipped'.
    expect(steps.filter((s) => s.profileId === optedOut.id).map((s) => s.status)).toEqual([
      'executed',
      'executed',
      'executed',
    ]);
    expect(steps.filter((s) => s.profileId === silent.id).map((s) => s.status)).toEqual([
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(steps.some((s) => [complete.id, blocked.id, leaving.id].includes(s.profileId ?? ''))).toBe(false);
  });

  it('shows the history (newest first, 50 at most) and the statistics', async () => {
    const history = await call(admin, 'GET', '/admin/rules/executions');
    expect(history.statusCode).toBe(200);
    const items = history.json().items as {
      ruleName: string;
      profileName: string;
      step: number;
      isFinal: boolean;
      status: string;
    }[];
    expect(items.length).toBeLessThanOrEqual(50);
    expect(items).toContainEqual(
      expect.objectContaining({
        ruleName: 'Profil à compléter',
        profileName: 'Awa Diallo',
        step: 3,
        isFinal: true,
        status: 'executed',
      }),
    );
    const stats = await call(admin, 'GET', '/admin/rules/stats');
    expect(stats.json()).toMatchObject({ successRate: 100, sample: 6 });
    expect(stats.json().activeRules).toBeGreaterThanOrEqual(1);
    expect(stats.json().totalRules).toBeGreaterThan(stats.json().activeRules - 1);
  });

  it('the mail link turns reminders off without signing in; a forged link is refused', async () => {
    // The body's link (undoing quoted-printable over the headers could damage the header's copy).
    const raw = mailsAt(incomplete.email)[0] ?? '';
    const mail = raw.slice(raw.search(/\r?\n\r?\n/));
    const token = /desabonnement\?token=([A-Za-z0-9_.-]+)/.exec(mail)?.[1] ?? '';
    expect(token).not.toBe('');
    const oneClick = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/desabonnement?token=${value}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(`${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await oneClick(token)).statusCode).toBe(204);
    const [pref] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, incomplete.id));
    expect(pref).toMatchObject({ type: 'rule_reminder', email: false });
  });

  it('signing in again clears the inactive mark; the finished steps are not sent again', async () => {
    const signIn = await signInAgain(t.app, incomplete);
    expect(signIn.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ at: profiles.markedInactiveAt })
      .from(profiles)
      .where(eq(profiles.id, incomplete.id));
    expect(row?.at).toBeNull();
  });

  it('a deactivated rule sends nothing, by the scheduler or by run now', async () => {
    const late = await joinedMember('Moussa Traoré');
    expect((await call(admin, 'PATCH', `/admin/rules/${ruleId}`, { isActive: false })).json().isActive).toBe(
      false,
    );
    await tick(parisNine(28));
    expect(mailsAt(late.email)).toHaveLength(0);
    const run = await call(admin, 'POST', `/admin/rules/${ruleId}/run`);
    expect(run.statusCode).toBe(409);
    expect(run.json().error.message).toBe("Cette règle est désactivée : activez-la pour l'exécuter.");
    expect(mailsAt(late.email)).toHaveLength(0);
  });

  it('a deleted rule stays in the history as a deleted rule', async () => {
    expect((await call(admin, 'DELETE', `/admin/rules/${ruleId}`)).statusCode).toBe(204);
    const items = (await call(admin, 'GET', '/admin/rules/executions')).json().items as {
      ruleName: string | null;
    }[];
    expect(items.some((item) => item.ruleName === null)).toBe(true);
    expect(items.some((item) => item.ruleName === 'Profil à compléter')).toBe(false);
  });
});

describe('business rules: inactive members and members without connections', () => {
  it('reminds a member inactive for N days, not one who signed in lately', async () => {
    const asleep = await joinedMember('Ama Owusu', { lastSignInAt: new Date('2026-01-01T09:00:00Z') });
    const awake = await joinedMember('Kwame Asante', { lastSignInAt: new Date('2026-02-01T09:00:00Z') });
    const id = await createRule(
      ruleBody({
        name: 'Inactifs',
        ruleType: 'inactive_user',
        conditions: { inactive_days: 30 },
        scheduleConfig: { intervals_days: [0], final_action_days: 20, timezone: 'Africa/Dakar' },
      }),
    );
    // Dakar is UTC+0: its 09:00 is 09:00 UTC. Inactive from 31 January 09:00.
    await tick(new Date('2026-01-30T09:00:00Z'));
    expect(mailsAt(asleep.email)).toHaveLength(0);
    await tick(new Date('2026-02-01T09:00:00Z'));
    await tick(new Date('2026-02-02T09:00:00Z'));
    expect(subjectsAt(asleep.email)).toEqual(['Rappel 1 pour Ama Owusu']);
    expect(mailsAt(awake.email)).toHaveLength(0);
    await call(admin, 'PATCH', `/admin/rules/${id}`, { isActive: false });
  });

  it('reminds a member without an accepted connection, not one with one', async () => {
    const alone = await joinedMember('Nana Boateng');
    const linked = await joinedMember('Efua Mensah');
    await t.database.db
      .insert(connections)
      .values({ requesterId: linked.id, recipientId: admin.id, status: 'accepted' });
    const id = await createRule(
      ruleBody({
        name: 'Sans connexion',
        ruleType: 'no_connections',
        conditions: {},
        scheduleConfig: { intervals_days: [1], final_action_days: 60, timezone: 'Africa/Abidjan' },
      }),
    );
    await tick(new Date('2026-03-02T09:00:00Z'));
    expect(subjectsAt(alone.email)).toEqual(['Rappel 1 pour Nana Boateng']);
    expect(mailsAt(linked.email)).toHaveLength(0);
    // Run now on the real clock (months later): step 1 is not sent again, the final step is due.
    const run = await call(admin, 'POST', `/admin/rules/${id}/run`);
    expect(run.statusCode).toBe(200);
    expect(run.json().executed).toBeGreaterThanOrEqual(1);
    await t.app.services.mail.flush();
    expect(subjectsAt(alone.email)).toEqual([
      'Rappel 1 pour Nana Boateng',
      'Dernier avertissement Nana Boateng',
    ]);
    await call(admin, 'POST', `/admin/rules/${id}/run`);
    expect(subjectsAt(alone.email)).toHaveLength(2);
    expect(mailsAt(linked.email)).toHaveLength(0);
    await call(admin, 'DELETE', `/admin/rules/${id}`);
  });
});
