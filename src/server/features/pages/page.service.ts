import type { HomeStat, SocialLink, StaticPage } from '../../../common/contracts/pages';
import { SocialIcon } from '../../../common/contracts/pages';
import { can } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { staticPageSeeds } from '../../db/seed/static-pages';
import { AppError } from '../../lib/app-error';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { Actor } from '../auth/auth.service';
import * as repo from './page.repository';

/** The four landing claims of 000 §1, seeded once. */
const homeStatSeeds = [
  {
    value: 5000,
    label: 'Professionnels',
    description: 'membres de la diaspora africaine et afro-descendante',
  },
  { value: 1200, label: 'Mentors', description: 'prêts à partager leur expérience' },
  { value: 300, label: 'Projets', description: 'portés par la communauté' },
  { value: 50, label: 'Pays', description: "d'Afrique, d'Europe, des Amériques et d'ailleurs" },
];

/** Footer icons an install starts with; admins set the community's own accounts. */
const socialLinkSeeds = [
  { name: 'LinkedIn', url: 'https://www.linkedin.com/', icon: 'linkedin', order: 1 },
  { name: 'Facebook', url: 'https://www.facebook.com/', icon: 'facebook', order: 2 },
  { name: 'Instagram', url: 'https://www.instagram.com/', icon: 'instagram', order: 3 },
  { name: 'X', url: 'https://x.com/', icon: 'x', order: 4 },
];

export type PageService = ReturnType<typeof createPageService>;

export const createPageService = (db: Db) => ({
  /** A static page; an unpublished one only for `pages.edit`. Throws not_found. */
  async getPage(actor: Actor | null, slug: string): Promise<StaticPage> {
    const row = await repo.findPageBySlug(db, slug);
    if (!row || (!row.published && !can(actor?.role, 'pages.edit'))) throw new AppError('not_found');
    return {
      slug: row.slug,
      titre: row.titre,
      contenuHtml: row.contenuHtml,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      updatedAt: row.updatedAt.toISOString(),
    };
  },

  /** Title and description of a published page, for the server-rendered share preview. */
  async pageMeta(slug: string) {
    const row = await repo.findPageBySlug(db, slug);
    if (!row?.published) return undefined;
    return { title: row.metaTitle ?? row.titre, description: row.metaDescription ?? undefined };
  },

  async listSocialLinks(): Promise<SocialLink[]> {
    const rows = await repo.listSocialLinks(db);
    return rows.map((row) => ({ ...row, icon: SocialIcon.safeParse(row.icon).data ?? null }));
  },

  listHomeStats: (): Promise<HomeStat[]> => repo.listHomeStats(db),

  /** Seeds pages (by slug), social links and claims (only into empty tables). */
  async seed(): Promise<void> {
    await repo.insertMissingPages(
      db,
      staticPageSeeds.map((page) => ({
        slug: page.slug,
        titre: page.titre,
        metaTitle: page.metaTitle,
        metaDescription: page.metaDescription,
        contenuHtml: sanitizeRichHtml(page.contenuHtml),
      })),
    );
    if ((await repo.countSocialLinks(db)) === 0) await repo.insertSocialLinks(db, socialLinkSeeds);
    if ((await repo.countHomeStats(db)) === 0) await repo.insertHomeStats(db, homeStatSeeds);
  },
});
