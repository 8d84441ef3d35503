import { countryNameOf, previewOf } from '../../../common/format';
import { type Language, lookup } from '../../../common/i18n';
import { catalogs, translate } from '../../lib/i18n';

/** The parts of a mail a template names under its catalog prefix. */
export const mailParts = ['subject', 'intro', 'button', 'expiry', 'footnote', 'unsubscribe'] as const;
export type MailPart = (typeof mailParts)[number];
/** A network and the country it is registered in (ISO code), written `41.82.0.0 (Sénégal)`. */
export type MailNetwork = { ip: string; country: string | null };
/**
 * A template's `{{name}}` values; a date is written in the reader's language (`mailDate`), and so is
 * a network's country.
 */
export type MailParams = Record<string, string | number | Date | MailNetwork>;

const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', pt: 'pt-PT' };

/** An instant as a mail states it: the full date and time in UTC, in the reader's language. */
export const mailDate = (at: Date, language: Language): string =>
  `${new Intl.DateTimeFormat(locales[language], { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at)} (UTC)`;

/** What the layout shows, every text already in the recipient's language. */
export interface MailContent {
  siteName: string;
  /** The site's logo (an absolute URL), shown above the mail; the name alone without one. */
  logoUrl?: string;
  language: Language;
  intro: string;
  buttonLabel: string;
  link: string;
  expiry?: string;
  /** Replaces the closing "ignore this mail" line (notification mails say why they were sent). */
  footnote?: string;
  /** A member's own words (contact by e-mail), shown quoted under the intro; line breaks kept. */
  quote?: string;
  /** The way out of a recurring mail, under the footnote. */
  unsubscribe?: { label: string; link: string };
  /** Where the member chooses which mails they get (notification and recurring mails). */
  preferencesLink?: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Text that reads as a web or mail address: a scheme, `http`, `www.`, a dotted host name, an `@`. */
const addressLike = /[a-z][a-z0-9+.-]*:\/\/|https?|www[.。．｡]|[\p{L}\p{N}-][.。．｡][\p{L}]{2,}|\S@\S/iu;

/**
 * A member-chosen name as a mail shows it to someone else (an invitation's subject): one line, at most
 * `max` characters; a name that reads as a web or mail address would turn the mail into an ad for it,
 * so `fallback` (the member's username, letters, digits, `_` and `-` only) is shown instead.
 */
export const mailName = (name: string | null | undefined, fallback: string, max = 60): string => {
  const line = previewOf(name ?? '', max);
  return line && !addressLike.test(line) ? line : fallback;
};

/**
 * The text of one part of a template (`mail.verify` + `subject` → `mail.verify.subject`) in `language`:
 * a part the template lacks is looked up under its parents (`mail.notifications.connection_request`
 * borrows `mail.notifications.footnote`); a `count` parameter picks the `_one` / `_other` form when
 * the catalog has them; a date parameter is written in `language`. Undefined when no level has the
 * part. `{{site}}` stays for the caller.
 */
export const templateText = (
  template: string,
  part: MailPart,
  params: MailParams,
  language: Language,
): string | undefined => {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value instanceof Date
        ? mailDate(value, language)
        : typeof value === 'object'
          ? value.country
            ? `${value.ip} (${countryNameOf(value.country, locales[language])})`
            : value.ip
          : value,
    ]),
  );
  const count = params.count;
  const forms = typeof count === 'number' ? [`${part}_${count === 1 ? 'one' : 'other'}`, part] : [part];
  for (let prefix = template; prefix.includes('.'); prefix = prefix.slice(0, prefix.lastIndexOf('.'))) {
    for (const form of forms) {
      const key = `${prefix}.${form}`;
      if (lookup(catalogs.fr, key) !== undefined) return translate(key, values, language);
    }
  }
  return undefined;
};

// Deep teal and gold: the web theme's primary (theme.ts) and its accent.
const teal = '#026f62';
const gold = '#e1a742';

/** The one layout of every mail: logo or name, greeting, one clear button, the plain link, the signature. */
export const renderMail = (content: MailContent): { html: string; text: string } => {
  const { language } = content;
  const site = escapeHtml(content.siteName);
  const link = escapeHtml(content.link);
  const greeting = translate('mail.greeting', {}, language);
  const plain = translate('mail.plainLink', {}, language);
  const ignore = content.footnote ?? translate('mail.ignore', {}, language);
  const signature = translate('mail.signature', { site: content.siteName }, language);
  const preferences = translate('mail.preferences', {}, language);
  const colon = language === 'fr' ? ' : ' : ': ';
  const header = content.logoUrl
    ? `<img src="${escapeHtml(content.logoUrl)}" alt="${site}" height="40" style="height:40px;max-width:240px;border:0">`
    : site;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${site}</title></head>
<body style="margin:0;background:#f4f1ec;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:4px solid ${gold};padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:${teal};padding-bottom:24px">${header}</td></tr>
<tr><td style="font-size:16px;line-height:1.6;padding-bottom:8px">${escapeHtml(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:1.6;padding-bottom:24px">${escapeHtml(content.intro)}</td></tr>
${content.quote ? `<tr><td style="padding-bottom:24px"><div style="border-left:4px solid ${teal};padding:8px 16px;font-size:16px;line-height:1.6;white-space:normal">${escapeHtml(content.quote).replace(/\r?\n/g, '<br>')}</div></td></tr>` : ''}
<tr><td style="padding-bottom:24px"><a href="${link}" style="display:inline-block;background:${teal};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(content.buttonLabel)}</a></td></tr>
${content.expiry ? `<tr><td style="font-size:14px;color:#52606d;padding-bottom:16px">${escapeHtml(content.expiry)}</td></tr>` : ''}
<tr><td style="font-size:13px;color:#52606d;line-height:1.5;padding-bottom:16px">${escapeHtml(plain)}<br><a href="${link}" style="color:${teal};word-break:break-all">${link}</a></td></tr>
<tr><td style="font-size:13px;color:#52606d;padding-bottom:16px">${escapeHtml(ignore)}</td></tr>
${content.unsubscribe ? `<tr><td style="font-size:13px;padding-bottom:8px"><a href="${escapeHtml(content.unsubscribe.link)}" style="color:#52606d">${escapeHtml(content.unsubscribe.label)}</a></td></tr>` : ''}
${content.preferencesLink ? `<tr><td style="font-size:13px;padding-bottom:16px"><a href="${escapeHtml(content.preferencesLink)}" style="color:#52606d">${escapeHtml(preferences)}</a></td></tr>` : ''}
<tr><td style="font-size:14px">${escapeHtml(signature)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    content.intro,
    '',
    ...(content.quote ? [content.quote, ''] : []),
    `${content.buttonLabel}${colon}${content.link}`,
    ...(content.expiry ? ['', content.expiry] : []),
    '',
    ignore,
    ...(content.unsubscribe ? ['', `${content.unsubscribe.label}${colon}${content.unsubscribe.link}`] : []),
    ...(content.preferencesLink ? ['', `${preferences}${colon}${content.preferencesLink}`] : []),
    '',
    signature,
  ].join('\n');
  return { html, text };
};
