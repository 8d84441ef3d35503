import { describe, expect, it } from 'vitest';
import { type Language, lookup } from '../../../common/i18n';
import { catalogs } from '../../lib/i18n';
import { renderMail, templateText } from './mail-template';

/*
 * Every mail template of the platform, rendered in the three languages (issue 36 §3): each has its
 * subject, intro and button in every catalog, and an English or Portuguese mail holds no French text.
 * Templates whose subject and intro an admin writes (rules, prospection, admin alerts) are checked for
 * the parts the catalog gives them; every notification type is checked in
 * notifications/notification.mail-language.test.ts.
 */
const templates: Record<string, { params: Record<string, string | number>; adminTexts?: true }> = {
  'mail.verify': { params: {} },
  'mail.magic': { params: {} },
  'mail.invite': { params: { inviter: 'Awa Diop' } },
  'mail.contact': { params: { sender: 'Awa Diop' } },
  'mail.contactForm': { params: { domain: 'general', subject: 'Question', email: 'a@example.com' } },
  'mail.contactCopy': { params: { domain: 'general', subject: 'Question', email: 'a@example.com' } },
  'mail.jobAlert': { params: { count: 3, search: 'comptable' } },
  'mail.newsletter': { params: { url: 'https://example.com/newsletter' } },
  'mail.notifications.connection_request': { params: { requester_name: 'Awa Diop' } },
  'mail.notifications.connection_accepted': { params: { accepter_name: 'Awa Diop' } },
  'account.mail.emailChange': { params: {} },
  'account.mail.emailNotice': { params: { email: 'b@example.com' } },
  'account.mail.deletion': { params: { date: '1 janvier 2027' } },
  'account.mail.deletionLink': { params: {} },
  'account.mail.digest': { params: { notifications: 3, messages: 2 } },
  'admin.tests.mail': { params: { name: 'Awa Diop' } },
  'mail.rules': { params: {}, adminTexts: true },
  'mail.prospection': { params: {}, adminTexts: true },
  'mail.adminContent': { params: {}, adminTexts: true },
  'mail.notifications.group_post': {
    params: { author_name: 'Awa Diop', group_name: 'Dakar', content_preview: 'Hi' },
  },
};

const frenchOnly = /\b(Bonjour|Merci|votre|vous|Confirmez|L'équipe|Si le bouton)\b/;

describe.each(['fr', 'en', 'pt'] as Language[])('every mail in %s', (language) => {
  it.each(Object.entries(templates))('%s', (template, { params, adminTexts }) => {
    const all = { site: 'Sankofa', ...params };
    const text = (part: 'subject' | 'intro' | 'button' | 'footnote' | 'expiry' | 'unsubscribe') =>
      templateText(template, part, all, language);
    if (!adminTexts) {
      for (const part of ['subject', 'intro'] as const) {
        const key = `${template}.${part}`;
        const exists = [key, `${key}_one`, `${key}_other`].some((k) => lookup(catalogs[language], k));
        expect(exists, `${language}: ${key}`).toBe(true);
      }
    }
    const button = text('button');
    expect(button, `${language}: ${template}.button`).toBeTruthy();
    const rendered = renderMail({
      siteName: 'Sankofa',
      language,
      intro: adminTexts ? 'Texte de l’admin' : (text('intro') ?? ''),
      buttonLabel: button ?? '',
      link: 'https://example.com/x',
      expiry: text('expiry'),
      footnote: text('footnote'),
      unsubscribe: { label: text('unsubscribe') ?? '', link: 'https://example.com/desabonnement?token=a.b' },
      preferencesLink: 'https://example.com/settings/notifications',
    });
    expect(rendered.html).toContain(`lang="${language}"`);
    expect(rendered.text).not.toMatch(/\{\{\s*\w+\s*\}\}/);
    if (language !== 'fr') {
      const mailText = adminTexts ? rendered.text.replace('Texte de l’admin', '') : rendered.text;
      expect(mailText).not.toMatch(frenchOnly);
      const subject = text('subject');
      if (subject) expect(subject).not.toMatch(frenchOnly);
    }
  });
});
