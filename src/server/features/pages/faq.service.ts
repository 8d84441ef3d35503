import type { FaqBody, FaqEntry } from '../../../common/contracts/faq';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { faqSeeds } from '../../db/seed/faq';
import { AppError } from '../../lib/app-error';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { Actor } from '../../platform/actor';
import * as repo from './faq.repository';

const toEntry = (row: repo.FaqRow): FaqEntry => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  order: row.order,
  updatedAt: row.updatedAt.toISOString(),
});

/** The answer through the one sanitiser, whatever the editor sent (decision 14). */
const valuesOf = (body: FaqBody): repo.FaqValues => ({
  question: body.question,
  answer: sanitizeRichHtml(body.answer),
  order: body.order,
});

export type FaqService = ReturnType<typeof createFaqService>;

/** The FAQ of /faq and /admin/faq (001 §2.5, §7.1: by order; insert; update by id; delete by id). */
export const createFaqService = (db: Db, deps: Pick<AreaDeps, 'settings' | 'logs'>) => ({
  async list(): Promise<FaqEntry[]> {
    return (await repo.listFaq(db)).map(toEntry);
  },

  async create(actor: Actor, body: FaqBody): Promise<FaqEntry> {
    const [row] = await repo.insertFaq(db, valuesOf(body));
    if (!row) throw new Error('faq insert returned nothing');
    await deps.logs.record(actor.id, 'faq_created', { faqId: row.id });
    return toEntry(row);
  },

  async update(actor: Actor, id: string, body: FaqBody): Promise<FaqEntry> {
    const row = await repo.updateFaq(db, id, valuesOf(body));
    if (!row) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'faq_updated', { faqId: id });
    return toEntry(row);
  },

  async remove(actor: Actor, id: string): Promise<void> {
    if (!(await repo.deleteFaq(db, id))) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'faq_deleted', { faqId: id });
  },

  /** The reference questions, once per install (decision 13). */
  seed: () =>
    deps.settings.runOnce('faq', 1, async () => {
      await repo.insertFaq(
        db,
        faqSeeds.map((entry, index) => ({
          question: entry.question,
          answer: sanitizeRichHtml(entry.answer),
          order: (index + 1) * 10,
        })),
      );
    }),
});
