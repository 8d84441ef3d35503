import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import type { MailService } from '../../platform/mail/mail.service';
import { fillTemplate } from '../rules/rule.service';
import * as repo from './prospection.repository';

/** The start of the UTC day of `now`: the daily cap counts per calendar day. */
export const dayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The template variables of a prospect (001 §2.18: {nom}, {entreprise}, {poste}, {ville}). */
export const varsOf = (row: repo.ProspectRow) => ({
  nom: row.nom,
  entreprise: row.entreprise ?? '',
  poste: row.poste ?? '',
  ville: row.ville ?? '',
});

/**
 * One prospection mail for a send already reserved against the daily cap: the mail, the send's outcome
 * and the prospect's mark are written together (issue 36 §1). A first contact stamps `contacted_at`
 * and turns « Nouveau » into « Contacté »; a follow-up leaves the contact date (its clock) alone.
 * Answers whether the mail was held (recorded failed).
 */
export const mailProspect = async (
  deps: { db: Db; mail: MailService; publicUrl: string },
  row: repo.ProspectRow,
  template: repo.TemplateRow,
  reservationId: string,
  now: Date,
  options: { isFollowUp: boolean },
): Promise<boolean> =>
  deps.db.transaction(async (tx) => {
    const vars = varsOf(row);
    const result = await deps.mail.send(
      {
        to: row.email,
        kind: 'prospection',
        template: 'mail.prospection',
        texts: { subject: fillTemplate(template.subject, vars), intro: fillTemplate(template.body, vars) },
        link: `${deps.publicUrl}/`,
        unsubscribe: { topic: 'prospection', id: row.id },
      },
      tx,
    );
    // Queued counts as sent: the worker retries until it is delivered or given up (the outbox says).
    const held = result.status === 'held';
    const status = held ? 'failed' : result.status === 'outbox' ? 'outbox' : 'sent';
    await repo.finishSend(tx, reservationId, status, held ? translate('mail.held') : null);
    if (!held && !options.isFollowUp)
      await repo.updateProspect(tx, row.id, {
        contactedAt: now,
        updatedAt: now,
        ...(row.status === 'nouveau' ? { status: 'contacte' } : {}),
      });
    return held;
  });
