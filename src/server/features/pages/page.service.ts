import type {
  AdminStaticPage,
  AdminStaticPageRow,
  SocialLink,
  SocialLinkBody,
  StaticPage,
  StaticPageInput,
} from '../../../common/contracts/pages';
import { isProtectedPageSlug, SocialIcon } from '../../../common/contracts/pages';
import { can } from '../../../common/permissions';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { staticPageSeeds } from '../../db/seed/static-pages';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { Actor } from '../../platform/actor';
import * as repo from './page.repository';

/** Footer icons an install starts with; admins set the community's own accounts. */
const socialLinkSeeds = [
  { name: 'LinkedIn', url: 'https://www.linkedin.com/', icon: 'linkedin', order: 1 },
  { name: 'Facebook', url: 'https://www.facebook.com/', icon: 'facebook', order: 2 },
  { name: 'Instagram', url: 'https://www.instagram.com/', icon: 'instagram', order: 3 },
  { name: 'X', url: 'https://x.com/', icon: 'x', order: 4 },
];

export type PageService = ReturnType<typeof createPageService>;

/** The version of the reference pages and social links; raise it to seed new ones once. */
const pageSeedVersion = 1;

const toAdminRow = (row: repo.StaticPageRow): AdminStaticPageRow => ({
  id: row.id,
  slug: row.slug,
  titre: row.titre,
  published: row.published,
  isProtected: isProtectedPageSlug(row.slug),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toAdminPage = (row: repo.StaticPageRow): AdminStaticPage => ({
  ...toAdminRow(row),
  contenuHtml: row.contenuHtml,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
});

const toSocialLink = (row: {
  id: string;
  name: string;
  url: string;
  icon: string | null;
  order: number;
}) => ({
  ...row,
  icon: SocialIcon.safeParse(row.icon).data ?? null,
});

/** What is stored of the form: the HTML through the one sanitiser, whatever the editor sent. */
const valuesOf = (input: StaticPageInput): repo.PageValues => ({
  slug: input.slug,
  titre: input.titre,
  contenuHtml: sanitizeRichHtml(input.contenuHtml),
  metaTitle: input.metaTitle,
  metaDescription: input.metaDescription,
  published: input.published,
});

export const createPageService = (db: Db, deps: Pick<AreaDeps, 'settings' | 'logs'>) => ({
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
    return rows.map(toSocialLink);
  },

  /** /admin/social-links (001 §2.5, §7.1): insert; update by id; delete by id. */
  async createSocialLink(actor: Actor, body: SocialLinkBody): Promise<SocialLink> {
    const row = await repo.insertSocialLink(db, body);
    await deps.logs.record(actor.id, 'social_link_created', { name: row.name, url: row.url });
    return toSocialLink(row);
  },

  async updateSocialLink(actor: Actor, id: string, body: SocialLinkBody): Promise<SocialLink> {
    const row = await repo.updateSocialLink(db, id, body);
    if (!row) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'social_link_updated', { name: row.name, url: row.url });
    return toSocialLink(row);
  },

  async removeSocialLink(actor: Actor, id: string): Promise<void> {
    if (!(await repo.deleteSocialLink(db, id))) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'social_link_deleted', { linkId: id });
  },

  /** The back office's list (/admin/static-pages). */
  async listForAdmin(): Promise<AdminStaticPageRow[]> {
    return (await repo.listPages(db)).map(toAdminRow);
  },

  async getForAdmin(slug: string): Promise<AdminStaticPage> {
    const row = await repo.findPageBySlug(db, slug);
    if (!row) throw new AppError('not_found');
    return toAdminPage(row);
  },

  async create(actor: Actor, input: StaticPageInput): Promise<AdminStaticPage> {
    const row = await repo.insertPage(db, valuesOf(input));
    if (!row) throw new AppError('slug_taken');
    await deps.logs.record(actor.id, 'page_created', { slug: row.slug });
    return toAdminPage(row);
  },

  /** Saves a page; a footer page keeps its slug (decision 13). */
  async update(actor: Actor, slug: string, input: StaticPageInput): Promise<AdminStaticPage> {
    if (input.slug !== slug && isProtectedPageSlug(slug)) throw new AppError('page_protected');
    let row: repo.StaticPageRow | undefined;
    try {
      row = await repo.updatePage(db, slug, valuesOf(input));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('slug_taken');
      throw error;
    }
    if (!row) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'page_saved', {
      slug: row.slug,
      ...(row.slug !== slug ? { from: slug } : {}),
    });
    return toAdminPage(row);
  },

  /** Deletes a page, never a footer page (decision 13). */
  async remove(actor: Actor, slug: string): Promise<void> {
    if (isProtectedPageSlug(slug)) throw new AppError('page_protected');
    if (!(await repo.deletePage(db, slug))) throw new AppError('not_found');
    await deps.logs.recordAlways(actor.id, 'page_deleted', { slug });
  },

  /**
   * The reference pages and social links, once per install (decision 13): a page an admin
   * deleted or edited stays so after a restart.
   */
  seed: () =>
    deps.settings.runOnce('pages', pageSeedVersion, async () => {
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
    }),
});
