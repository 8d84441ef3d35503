import { translate } from '../../../common/i18n';

export interface MailContent {
  siteName: string;
  /** Catalog texts already filled in. */
  intro: string;
  buttonLabel: string;
  link: string;
  expiry?: string;
  /** Replaces the closing "ignore this mail" line (notification mails say why they were sent). */
  footnote?: string;
  /** A member's own words (contact by e-mail), shown quoted under the intro; line breaks kept. */
  quote?: string;
  /** A one-click way out of a recurring mail (a saved search), under the footnote. */
  unsubscribe?: { label: string; link: string };
}

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The one layout of every mail: greeting, one clear button, the plain link, the signature. */
export const renderMail = (content: MailContent): { html: string; text: string } => {
  const site = escapeHtml(content.siteName);
  const link = escapeHtml(content.link);
  const greeting = translate('mail.greeting');
  const plain = translate('mail.plainLink');
  const ignore = content.footnote ?? translate('mail.ignore');
  const signature = translate('mail.signature', { site: content.siteName });
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${site}</title></head>
<body style="margin:0;background:#f4f1ec;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:#0f5257;padding-bottom:24px">${site}</td></tr>
<tr><td style="font-size:16px;line-height:1.6;padding-bottom:8px">${escapeHtml(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:1.6;padding-bottom:24px">${escapeHtml(content.intro)}</td></tr>
${content.quote ? `<tr><td style="padding-bottom:24px"><div style="border-left:4px solid #0f5257;padding:8px 16px;font-size:16px;line-height:1.6;white-space:normal">${escapeHtml(content.quote).replace(/\r?\n/g, '<br>')}</div></td></tr>` : ''}
<tr><td style="padding-bottom:24px"><a href="${link}" style="display:inline-block;background:#0f5257;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(content.buttonLabel)}</a></td></tr>
${content.expiry ? `<tr><td style="font-size:14px;color:#52606d;padding-bottom:16px">${escapeHtml(content.expiry)}</td></tr>` : ''}
<tr><td style="font-size:13px;color:#52606d;line-height:1.5;padding-bottom:16px">${escapeHtml(plain)}<br><a href="${link}" style="color:#0f5257;word-break:break-all">${link}</a></td></tr>
<tr><td style="font-size:13px;color:#52606d;padding-bottom:16px">${escapeHtml(ignore)}</td></tr>
${content.unsubscribe ? `<tr><td style="font-size:13px;padding-bottom:16px"><a href="${escapeHtml(content.unsubscribe.link)}" style="color:#52606d">${escapeHtml(content.unsubscribe.label)}</a></td></tr>` : ''}
<tr><td style="font-size:14px">${escapeHtml(signature)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    content.intro,
    '',
    ...(content.quote ? [content.quote, ''] : []),
    `${content.buttonLabel} : ${content.link}`,
    ...(content.expiry ? ['', content.expiry] : []),
    '',
    ignore,
    ...(content.unsubscribe ? ['', `${content.unsubscribe.label} : ${content.unsubscribe.link}`] : []),
    '',
    signature,
  ].join('\n');
  return { html, text };
};
