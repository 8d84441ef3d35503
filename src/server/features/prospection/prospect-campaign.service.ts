import {
  type CampaignInput,
  type ProspectCampaign,
  type ProspectFollowUp,
  prospectFollowUps,
} from '../../../common/contracts/prospection';
import { ruleLimits } from '../../../common/contracts/rules';
import { limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError, invalidField } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { fillTemplate, localHour } from '../rules/rule.service';
import { dayStart, mailProspect, varsOf } from './prospect-mailer';
import * as repo from './prospection.repository';

export type CampaignService = ReturnType<typeof createCampaignService>;

const day = 86_400_000;
/** The follow-ups go out with the rules' reminders: 09:00 in Paris. */
const followUpTimezone = 'Europe/Paris';

/** 001 §2.18's sample campaigns, created once at install (empty). */
const campaignSeeds = ['Tech', 'Finance', 'Startup'];

const toCampaign = (row: Awaited<ReturnType<typeof repo.listCampaigns>>[number]): ProspectCampaign => {
  const byStatus = {
    nouveau: row.nouveau,
    contacte: row.contacte,
    interesse: row.interesse,
    inscrit: row.inscrit,
  };
  return {
    id: row.campaign.id,
    name: row.campaign.name,
    description: row.campaign.description,
    relanceTemplateId: row.campaign.relanceTemplateId,
    rappelTemplateId: row.campaign.rappelTemplateId,
    byStatus,
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    createdAt: row.campaign.createdAt.toISOString(),
  };
};

/**
 * Prospection campaigns (001 §2.18, issue 38): CRUD, and the follow-ups the scheduler sends each day at
 * 09:00 (Paris) to the prospects of a campaign who have not replied: its Relance template a week after
 * the contact, its Rappel template two weeks after, each once per prospect (a unique index), within the
 * team's daily cap (what does not fit goes the next day).
 */
export const createCampaignService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'logs' | 'settings'> & { publicUrl: string },
) => {
  const { db } = deps;

  const byId = async (id: string): Promise<ProspectCampaign> => {
    const row = (await repo.listCampaigns(db)).find((r) => r.campaign.id === id);
    if (!row) throw new AppError('not_found');
    return toCampaign(row);
  };

  /** Each follow-up's template must exist and be of its type (a Relance template for the Relance). */
  const checkTemplates = async (body: CampaignInput) => {
    for (const [field, type] of [
      ['relanceTemplateId', 'relance'],
      ['rappelTemplateId', 'rappel'],
    ] as const) {
      const id = body[field];
      if (!id) continue;
      const template = await repo.findTemplate(db, id);
      if (template?.type !== type) {
        const key = `admin.prospection.validation.${type}Template`;
        throw invalidField(field, key);
      }
    }
  };

  const taken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError('prospect_campaign_taken');
    throw error;
  };

  /** One follow-up for every prospect due, within what is left of the day's cap. */
  const sendFollowUp = async (followUp: ProspectFollowUp, now: Date) => {
    const before = new Date(now.getTime() - prospectFollowUps[followUp] * day);
    const reserved = await db.transaction(async (tx) => {
      await repo.lockSends(tx);
      const room = limits.prospection.dailySends - (await repo.countSentSince(tx, dayStart(now)));
      if (room <= 0) return [];
      const templates = new Map<string, repo.TemplateRow>();
      const due = [];
      for (const row of await repo.dueFollowUps(tx, followUp, before, now, room)) {
        if (!templates.has(row.templateId)) {
          const template = await repo.findTemplate(tx, row.templateId);
          if (template) templates.set(row.templateId, template);
        }
        const template = templates.get(row.templateId);
        if (template) due.push({ prospect: row.prospect, template });
      }
      const sends = await repo.insertSends(
        tx,
        due.map(({ prospect, template }) => ({
          prospectId: prospect.id,
          templateId: template.id,
          email: prospect.email,
          subject: fillTemplate(template.subject, varsOf(prospect)),
          followUp,
          createdAt: now,
        })),
      );
      return due.flatMap((item) => {
        const send = sends.find((s) => s.prospectId === item.prospect.id);
        return send ? [{ ...item, sendId: send.id }] : [];
      });
    });
    let sent = 0;
    let failed = 0;
    for (const { prospect, template, sendId } of reserved) {
      if (await mailProspect(deps, prospect, template, sendId, now, { isFollowUp: true })) failed++;
      else sent++;
    }
    return { sent, failed };
  };

  /** The Relance then the Rappel due now (the Rappel of a prospect waits for its Relance's day). */
  const runFollowUps = async (now: Date): Promise<{ sent: number; failed: number }> => {
    const relance = await sendFollowUp('relance', now);
    const rappel = await sendFollowUp('rappel', now);
    const result = { sent: relance.sent + rappel.sent, failed: relance.failed + rappel.failed };
    if (result.sent + result.failed > 0) await deps.logs.record(null, 'prospect_follow_ups_sent', result);
    return result;
  };

  return {
    runFollowUps,

    async list(): Promise<{ items: ProspectCampaign[] }> {
      return { items: (await repo.listCampaigns(db)).map(toCampaign) };
    },

    async create(actor: Actor, body: CampaignInput): Promise<ProspectCampaign> {
      await checkTemplates(body);
      const row = await repo.insertCampaign(db, body);
      if (!row) throw new AppError('prospect_campaign_taken');
      await deps.logs.record(actor.id, 'prospect_campaign_saved', { campaignId: row.id });
      return byId(row.id);
    },

    async update(actor: Actor, id: string, body: CampaignInput): Promise<ProspectCampaign> {
      await checkTemplates(body);
      const row = await repo.updateCampaign(db, id, body).catch(taken);
      if (!row) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_campaign_saved', { campaignId: id });
      return byId(id);
    },

    /** Its prospects stay, without a campaign. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repo.removeCampaign(db, id))) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'prospect_campaign_deleted', { campaignId: id });
    },

    /** The hourly job: the follow-ups go out at 09:00 in Paris, with the rules' reminders. */
    async runScheduled(now: Date): Promise<void> {
      if (localHour(now, followUpTimezone) === ruleLimits.sendHour) await runFollowUps(now);
    },

    /** The spec's sample campaigns, once per install and only into an empty table. */
    seed: () =>
      deps.settings.runOnce('prospect-campaigns', 1, async () => {
        if ((await repo.countCampaigns(db)) === 0)
          for (const name of campaignSeeds)
            await repo.insertCampaign(db, {
              name,
              description: null,
              relanceTemplateId: null,
              rappelTemplateId: null,
            });
      }),
  };
};
