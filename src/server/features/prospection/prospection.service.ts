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
import {
  type ProspectImportResult,
  prospectStatuses,
  prospectTemplateTypes,
} from '../../../common/contracts/prospection';
import { limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError, invalidField } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../../platform/actor';
import { fillTemplate } from '../rules/rule.service';
import { readSignedToken } from '../rules/signed-token';
import { importProspects } from './prospect-import';
import { dayStart, mailProspect, varsOf } from './prospect-mailer';
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
  registeredAt: row.registeredAt?.toISOString() ?? null,
  respondedAt: row.respondedAt?.toISOString() ?? null,
  campaign: row.campaignId && row.campaignName ? { id: row.campaignId, name: row.campaignName } : null,
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

/**
 * Prospection (001 §2.18, decision 9): prospects and templates, mails through the mail service with
 * the variables filled, at most `limits.prospection.dailySends` a day for the whole team (reserved under
 * a lock, so two admins sending at once cannot pass it), never to an unsubscribed prospect; each mail
 * carries a signed unsubscribe link that works without an account.
 */
export const createProspectionService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'logs'> & { publicUrl: string; secret: string },
) => {
  const { db } = deps;

  const checkCampaign = async (campaignId: string | null) => {
    if (campaignId && !(await repo.findCampaign(db, campaignId)))
      throw invalidField('campaignId', 'admin.prospection.validation.campaign');
  };

  const taken = (error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('prospect_email_taken');
    throw error;
  };

  // A prospect's one click: no more prospection mail to them.
  const stopProspectMails = async (id: string, now = new Date()) => {
    const row = await repo.findProspect(db, id);
    if (!row || row.unsubscribedAt) return;
    // The address is kept apart too: a prospect deleted, then created or imported again, stays unsubscribed.
    await db.transaction(async (tx) => {
      await repo.updateProspect(tx, id, { unsubscribedAt: now, updatedAt: now });
      await repo.recordOptOut(tx, row.email, now);
    });
    await deps.logs.record(null, 'prospect_unsubscribed', { prospectId: id });
  };
  deps.mail.onUnsubscribe('prospection', {
    apply: (id) => stopProspectMails(id),
    label: () => 'optOut.topics.prospection',
    readLegacyToken: (token) => readSignedToken(deps.secret, tokenPurpose, token),
  });

  return {
    async list(query: ProspectQuery): Promise<NumberedPage<Prospect>> {
      const found = await repo.listPage(
        db,
        { q: query.q, status: query.status, campaignId: query.campaignId },
        pageWindow(query),
      );
      return toNumberedPage(query, found, toProspect);
    },

    async create(actor: Actor, body: ProspectInput): Promise<Prospect> {
      await checkCampaign(body.campaignId);
      const row = await repo.insertProspect(db, body);
      if (!row) throw new AppError('prospect_email_taken');
      await deps.logs.record(actor.id, 'prospect_created', { prospectId: row.id });
      return toProspect((await repo.findProspect(db, row.id)) ?? row);
    },

    async update(actor: Actor, id: string, body: ProspectInput): Promise<Prospect> {
      const now = new Date();
      await checkCampaign(body.campaignId);
      const before = await repo.findProspect(db, id);
      // A first « Intéressé » or « Inscrit » after a contact is the reply the KPI times.
      const isReply =
        (body.status === 'interesse' || body.status === 'inscrit') &&
        !before?.respondedAt &&
        before?.contactedAt !== null &&
        before?.contactedAt !== undefined;
      const row = await repo
        .updateProspect(db, id, {
          ...body,
          updatedAt: now,
          ...(body.status === 'inscrit' && !before?.registeredAt ? { registeredAt: now } : {}),
          ...(isReply ? { respondedAt: now } : {}),
        })
        .catch(taken);
      if (!row) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_updated', { prospectId: id, status: row.status });
      return toProspect((await repo.findProspect(db, id)) ?? row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repo.removeProspect(db, id))) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_deleted', { prospectId: id });
    },

    /** A CSV of prospects (prospect-import.ts): the lines taken, and why the others were left out. */
    async importCsv(actor: Actor, csv: string): Promise<ProspectImportResult> {
      const result = await importProspects(db, csv);
      await deps.logs.record(actor.id, 'prospects_imported', {
        imported: result.imported,
        ignored: result.ignored.length,
      });
      return result;
    },

    /**
     * A new account's e-mail (profiles' `onAccountCreated`): the prospect with that address, if any, is
     * « Inscrit » from now. Once: a prospect already registered keeps its date.
     */
    async markRegistered(email: string, now = new Date()): Promise<void> {
      const id = await repo.markRegistered(db, email, now);
      if (id) await deps.logs.record(null, 'prospect_registered', { prospectId: id });
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
            subject: fillTemplate(template.subject, varsOf(row)),
          })),
        );
      });
      let sent = 0;
      let failed = 0;
      for (const row of mailable) {
        const reservation = reserved.find((r) => r.prospectId === row.id);
        if (!reservation) continue;
        if (await mailProspect(deps, row, template, reservation.id, now, { isFollowUp: false })) failed++;
        else sent++;
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
        followUp: row.followUp === 'relance' || row.followUp === 'rappel' ? row.followUp : null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async stats(now = new Date()): Promise<ProspectionStats> {
      const { rows, unsubscribed, contacted } = await repo.statusCounts(db);
      const replies = await repo.replyTimes(db);
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
        medianReplyHours: replies.median === null ? null : Math.round(replies.median * 10) / 10,
        replies: replies.n,
      };
    },

    /** The mail's link: the prospect is never mailed again (a second click: still a success). */
    async unsubscribe(token: string, now = new Date()): Promise<void> {
      const id = readSignedToken(deps.secret, tokenPurpose, token);
      if (!id) throw new AppError('prospect_link_invalid');
      await stopProspectMails(id, now);
    },
  };
};
