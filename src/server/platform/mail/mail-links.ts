import { escapeHtml } from './mail-template';

/** What a stored mail shows where its secret link was. */
export const removedLinkText = '[lien retiré de la copie archivée]';

/** The stored copy of a mail without its link: in the text, in the HTML (escaped there) and the field. */
export const withoutLink = <T extends { html: string; text: string; link: string | null }>(mail: T): T => {
  if (!mail.link) return mail;
  const escaped = escapeHtml(mail.link);
  return {
    ...mail,
    html: mail.html.replaceAll(`href="${escaped}"`, 'href="#"').replaceAll(escaped, removedLinkText),
    text: mail.text.replaceAll(mail.link, removedLinkText),
    link: null,
  };
};
