import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, languages, lookup } from '../../../common/i18n';
import { notificationMailKind } from '../../../common/registry';
import { areas } from '../../areas';
import { accountSettings, notificationTemplates } from '../../db/schema';
import { catalogs } from '../../lib/i18n';
import { createNotificationRegistry } from '../../platform/notifications/notification-types';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, mailsTo } from '../../test/factories';

/*
 * Issue 36 §3: every notification type's mail is written in its reader's language. The loop runs over
 * the registered types, so a type an area adds without its fr/en/pt mail texts fails here.
 */
const registry = createNotificationRegistry(areas);
const types = registry.types();

/** A value for each declared field that no language would translate (names, ids, a date, numbers). */
const sampleData = (fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.map((field, i) => {
      if (field.endsWith('_id')) return [field, randomUUID()];
      if (field.endsWith('_utc')) return [field, '2027-03-12T18:00:00.000Z'];
      if (field === 'count' || field === 'rating' || field === 'step') return [field, 3];
      // The French text the app shows for a date field: the mail must not reuse it.
      if (field === 'starts_at' || field === 'deadline')
        return [field, 'vendredi 12 mars 2027 à 18:00 (UTC)'];
      return [field, `Zuva${i}`];
    }),
  );

/** The words a reader sees, leaving out links and the sample values (the same in every language). */
const wordsOf = (text: string): Set<string> =>
  new Set(
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/Zuva\d+|Sankofa/g, ' ')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 3),
  );

// Words French shares with English or Portuguese (same spelling, same meaning).
const sharedWords = new Set([
  ...['message', 'article', 'conversation', 'participation', 'mentor', 'page', 'place', 'export'],
  ...['notification', 'notifications', 'test', 'email', 'emails', 'utc'],
  'que', // Portuguese too
]);

const placeholdersOf = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('notification mail texts in the catalogs', () => {
  it.each(types)('%s has a subject and an intro in fr, en and pt, with the same placeholders', (type) => {
    const fields = new Set([...registry.get(type).fields, 'site']);
    for (const part of ['subject', 'intro', 'button']) {
      const key = `mail.notifications.${type}.${part}`;
      const fr = lookup(catalogs.fr, key);
      if (part !== 'button') expect(fr, key).toBeDefined();
      for (const language of languages) {
        const text = lookup(catalogs[language], key);
        expect(text === undefined, `${language}: ${key}`).toBe(fr === undefined);
        expect(placeholdersOf(text), `${language}: ${key}`).toEqual(placeholdersOf(fr));
        for (const name of placeholdersOf(text)) expect(fields, `${key}: {{${name}}}`).toContain(name);
      }
    }
  });
});

describe('a notification mailed to a member in English or Portuguese', () => {
  let t: TestApp;
  const members = {} as Record<Language, CreatedUser>;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const language of languages) {
      const user = await createUser(t.app, t.database.db);
      await t.database.db
        .insert(accountSettings)
        .values({ userId: user.id, language })
        .onConflictDoUpdate({ target: accountSettings.userId, set: { language } });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/notification-preferences',
        headers: { cookie: user.cookie },
        payload: { items: types.map((type) => ({ type, inApp: true, email: true })) },
      });
      expect(res.statusCode, res.body).toBe(200);
      members[language] = user;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const mailOf = async (type: (typeof types)[number], language: Language, data: Record<string, unknown>) => {
    const member = members[language];
    await t.app.services.notifications.notify(member.id, type, data, randomUUID());
    const [mail] = await mailsTo(t.database.db, member.email, notificationMailKind(type));
    if (!mail) throw new Error(`no ${type} mail in ${language}`);
    return mail;
  };

  it.each(types)('%s: subject and body hold no French', async (type) => {
    const data = sampleData(registry.get(type).fields);
    const fr = await mailOf(type, 'fr', data);
    const frWords = wordsOf(`${fr.subject}\n${fr.text}`);
    for (const language of ['en', 'pt'] as const) {
      const mail = await mailOf(type, language, data);
      expect(mail.language).toBe(language);
      expect(mail.subject.trim(), `${language} subject`).not.toBe('');
      const french = [...wordsOf(`${mail.subject}\n${mail.text}`)].filter(
        (word) => frWords.has(word) && !sharedWords.has(word),
      );
      expect(french, `${type} in ${language}: ${mail.subject}\n${mail.text}`).toEqual([]);
      expect(mail.text).not.toMatch(/\{\{\s*\w+\s*\}\}/);
    }
  });

  it("keeps an admin's own wording of a type, in French, for every language", async () => {
    await t.database.db
      .update(notificationTemplates)
      .set({ title: 'Un groupe vous attend', body: '{adder_name} vous a ouvert « {group_name} ».' })
      .where(eq(notificationTemplates.type, 'group_member_added'));
    const mail = await mailOf('group_member_added', 'en', { adder_name: 'Awa', group_name: 'Dakar' });
    expect(mail.subject).toBe('Un groupe vous attend');
    expect(mail.text).toContain('Awa vous a ouvert « Dakar ».');
    // The rest of the mail (greeting, button, footer) stays in the member's language.
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Stop receiving these emails');
  });

  it('writes a date in the reader’s language', async () => {
    const data = sampleData(registry.get('event_reminder').fields);
    const en = await mailOf('event_reminder', 'en', data);
    expect(en.text).toContain('Friday, 12 March 2027 at 18:00 (UTC)');
    const pt = await mailOf('event_reminder', 'pt', data);
    expect(pt.text).toContain('sexta-feira, 12 de março de 2027 às 18:00 (UTC)');
  });
});
