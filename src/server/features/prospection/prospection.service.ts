import type { NumberedPage, PageQuery } from '../../../common/contracts/pagination';
import type {
  Prospect,
  ProspectInput,
  ProspectionStats,
  ProspectQuery,
  ProspectSend,
  ProspectTemplate,
  SendBody,
  SendResult,
  TemplateBody,
} from '../../../common/contracts/prospection';
import { prospectStatuses, prospectTemplateTypes } from '../../../common/contracts/prospection';
import { translate } from '../../../common/i18n';
import { limits } from '../../../common/limits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../auth/auth.service';
import type { LogService } from '../logs/log.service';
import type { MailService } from '../mail/mail.service';
import { fillTemplate } from '../rules/rule.service';
import { readSignedToken, signedToken } from '../rules/signed-token';
import * as repo from './prospection.repository';

export type ProspectionService = ReturnType<typeof createProspectionService>;

const tokenPurpose = 'prospect-unsubscribe';

const toProspect = (row: repo.ProspectRow): Prospect => ({
  id: row.id,
  nom: row.nom,
  email: row.email,
  entreprise: row.entreprise,
  poste: row.poste,
  ville: row.ville,
  status: prospectStatuses.find((s) => s === row.status) ?? 'nouveau',
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  contactedAt: row.contactedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const toTemplate = (row: repo.TemplateRow): ProspectTemplate => ({
  id: row.id,
  name: row.name,
  type: prospectTemplateTypes.find((t) => t === row.type) ?? 'prospection',
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** The start of the UTC day of `now`: the cap counts per calendar day. */
const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Prospection (001 §2.18, decision 9): prospects and templates, mails through the mail service with
 * the variables filled, at most `limits.prospection.dailySends` a day for the whole team (reserved under
 * a lock, so two admins sending at once cannot pass it), never to an unsubscribed prospect; each mail
 * carries a signed unsubscribe link that works without an account.
 */
export const createProspectionService = (deps: {
  db: Db;
  mail: MailService;
  logs: LogService;
  publicUrl: string;
  secret: string;
}) => {
  const { db } = deps;
  const unsubscribeLink = (id: string) =>
    `${deps.publicUrl}/desinscription/prospection?token=${encodeURIComponent(signedToken(deps.secret, tokenPurpose, id))}`;

  const taken = (error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('prospect_email_taken');
    throw error;
  };

  return {
    async list(query: ProspectQuery): Promise<NumberedPage<Prospect>> {
      const found = await repo.listPage(db, { q: query.q, status: query.status }, pageWindow(query));
      return toNumberedPage(query, found, toProspect);
    },

    async create(actor: Actor, body: ProspectInput): Promise<Prospect> {
      const row = await repo.insertProspect(db, body);
      if (!row) throw new AppError('prospect_email_taken');
      await deps.logs.record(actor.id, 'prospect_created', { prospectId: row.id });
      return toProspect(row);
    },

    async update(actor: Actor, id: string, body: ProspectInput): Promise<Prospect> {
      const row = await repo.updateProspect(db, id, { ...body, updatedAt: new Date() }).catch(taken);
      if (!row) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_updated', { prospectId: id, status: row.status });
      return toProspect(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repo.removeProspect(db, id))) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_deleted', { prospectId: id });
    },

    async templates(): Promise<{ items: ProspectTemplate[] }> {
      return { items: (await repo.listTemplates(db)).map(toTemplate) };
    },

    async createTemplate(actor: Actor, body: TemplateBody): Promise<ProspectTemplate> {
      const row = await repo.insertTemplate(db, body);
      await deps.logs.record(actor.id, 'prospect_template_saved', { templateId: row.id });
      return toTemplate(row);
    },

    async updateTemplate(actor: Actor, id: string, body: TemplateBody): Promise<ProspectTemplate> {
      const row = await repo.updateTemplate(db, id, body);
      if (!row) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_template_saved', { templateId: id });
      return toTemplate(row);
    },

    async removeTemplate(actor: Actor, id: string): Promise<void> {
      if (!(await repo.removeTemplate(db, id))) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_template_deleted', { templateId: id });
    },

    /**
     * Mails the template to the chosen prospects. Refused whole (429 `prospect_daily_cap`) when the day's
     * remaining sends are fewer than the mailable prospects, so a send is never cut halfway.
     */
    async send(actor: Actor, body: SendBody, now = new Date()): Promise<SendResult> {
      const template = await repo.findTemplate(db, body.templateId);
      if (!template) throw new AppError('not_found');
      const ids = [...new Set(body.prospectIds)];
      const found = await repo.findProspects(db, ids);
      if (found.length !== ids.length) throw new AppError('not_found');
      const mailable = found.filter((row) => !row.unsubscribedAt);
      const skipped = found.length - mailable.length;
      const vars = (row: repo.ProspectRow) => ({
        nom: row.nom,
        entreprise: row.entreprise ?? '',
        poste: row.poste ?? '',
        ville: row.ville ?? '',
      });
      const reserved = await db.transaction(async (tx) => {
        await repo.lockSends(tx);
        const used = await repo.countSentSince(tx, dayStart(now));
        if (used + mailable.length > limits.prospection.dailySends) throw new AppError('prospect_daily_cap');
        return repo.insertSends(
          tx,
          mailable.map((row) => ({
            prospectId: row.id,
            templateId: template.id,
            email: row.email,
            subject: fillTemplate(template.subject, vars(row)),
          })),
        );
      });
      let sent = 0;
      let failed = 0;
      for (const row of mailable) {
        const reservation = reserved.find((r) => r.prospectId === row.id);
        if (!reservation) continue;
        const link = unsubscribeLink(row.id);
        const result = await deps.mail.send({
          to: row.email,
          kind: 'prospection',
          subject: fillTemplate(template.subject, vars(row)),
          intro: fillTemplate(template.body, vars(row)),
          buttonLabel: translate('mail.prospection.button'),
          link: `${deps.publicUrl}/`,
          footnote: translate('mail.prospection.footnote'),
          unsubscribe: { label: translate('mail.prospection.unsubscribe'), link },
          headers: { 'List-Unsubscribe': `<${link}>` },
        });
        await repo.finishSend(db, reservation.id, result.status, result.error);
        if (result.status === 'failed') failed++;
        else {
          sent++;
          await repo.updateProspect(db, row.id, {
            contactedAt: now,
            updatedAt: now,
            ...(row.status === 'nouveau' ? { status: 'contacte' } : {}),
          });
        }
      }
      await deps.logs.record(actor.id, 'prospect_mails_sent', {
        templateId: template.id,
        sent,
        failed,
        skipped,
      });
      const used = await repo.countSentSince(db, dayStart(now));
      return { sent, skipped, failed, remainingToday: Math.max(0, limits.prospection.dailySends - used) };
    },

    async history(query: PageQuery): Promise<NumberedPage<ProspectSend>> {
      const found = await repo.historyPage(db, pageWindow(query));
      return toNumberedPage(query, found, (row) => ({
        id: row.id,
        prospectName: row.prospectName,
        email: row.email,
        templateName: row.templateName,
        subject: row.subject,
        status: (['sent', 'outbox', 'failed'] as const).find((s) => s === row.status) ?? 'failed',
        error: row.error,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async stats(now = new Date()): Promise<ProspectionStats> {
      const { rows, unsubscribed, contacted } = await repo.statusCounts(db);
      const byStatus = { nouveau: 0, contacte: 0, interesse: 0, inscrit: 0 };
      for (const row of rows) {
        const status = prospectStatuses.find((s) => s === row.status);
        if (status) byStatus[status] = row.n;
      }
      const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
      return {
        byStatus,
        total,
        unsubscribed,
        sentToday: await repo.countSentSince(db, dayStart(now)),
        dailyCap: limits.prospection.dailySends,
        conversionRate: percent(byStatus.inscrit, contacted),
        responseRate: percent(byStatus.interesse + byStatus.inscrit, contacted),
      };
    },

    /** The mail's link: the prospect is never mailed again (a second click: still a success). */
    async unsubscribe(token: string, now = new Date()): Promise<void> {
      const id = readSignedToken(deps.secret, tokenPurpose, token);
      if (!id) throw new AppError('prospect_link_invalid');
      const row = await repo.findProspect(db, id);
      if (!row || row.unsubscribedAt) return;
      await repo.updateProspect(db, id, { unsubscribedAt: now, updatedAt: now });
      await deps.logs.record(null, 'prospect_unsubscribed', { prospectId: id });
    },
  };
};
