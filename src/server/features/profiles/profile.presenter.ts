import type { PrivacySettings } from '../../../common/contracts/privacy';
import type { ProfessionalCategoryNode, ProfileView } from '../../../common/contracts/profiles';
import { type ViewerKind, visibleEmail, visibleLocation } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import type * as repo from './profile.repository';
import { completionOf, sectionsOf } from './profile-completion';

/** How a profile reads in the API (000 §2.1, §7) and in its page's share preview. */

/** What a profile's view shows besides its row, read for the viewer. */
export interface ViewFacts {
  isOwner: boolean;
  viewer: ViewerKind;
  privacy: PrivacySettings;
  categories: Awaited<ReturnType<typeof repo.listProfileCategories>>;
  status: repo.ProfessionalStatusRow | undefined;
  planBadge: string | null;
}

/** A profile as `viewer` sees it: the e-mail and the location as the member's privacy allows. */
export const toProfileView = (row: repo.ProfileRow, facts: ViewFacts): ProfileView => {
  const { isOwner, viewer, privacy, categories, status, planBadge } = facts;
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    title: row.title,
    company: row.company,
    location: visibleLocation(row.location ?? null, privacy, viewer),
    countryCode: row.countryCode,
    bio: row.bio,
    website: row.website,
    avatarUrl: row.avatarUrl,
    avatarNeedsRecrop: isOwner && row.avatarNeedsRecrop,
    professionalStatus: status ? { id: status.id, label: status.label } : null,
    isMentor: row.isMentor,
    isVerified: row.isVerified,
    isOpenToWork: row.isOpenToWork,
    isCertified: row.isCertified,
    planBadge,
    isComplete: row.isComplete,
    categories: categories.map(({ id, name, parentId, parentName }) => ({
      id,
      name,
      parentId,
      parentName,
    })),
    completion: completionOf(row),
    sections: sectionsOf(row, categories.length),
    isOwner,
    email: visibleEmail(row.email, privacy, viewer),
    noindex: privacy.noindex,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** The category tree: the sectors among `rows`, each with its specialities, both in the order of `rows`. */
export const toCategoryTree = (rows: repo.ProfessionalCategoryRow[]): ProfessionalCategoryNode[] => {
  const toCategory = ({ id, name, description, parentId }: repo.ProfessionalCategoryRow) => ({
    id,
    name,
    description,
    parentId,
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((sector) => ({
      ...toCategory(sector),
      children: rows.filter((row) => row.parentId === sector.id).map(toCategory),
    }));
};

/**
 * The share preview of a named member's /profile/{id} (DESIGN.md §4): "Full Name – Title | Site", the
 * bio as description (200 characters), the avatar as image.
 */
export const toShareMeta = (
  row: Pick<repo.ProfileRow, 'title' | 'bio' | 'avatarUrl'> & { name: string },
  page: { noindex: boolean; publicUrl: string; siteName: string },
): ShareMeta => {
  const title = row.title?.trim() ? `${row.name} – ${row.title.trim()}` : row.name;
  const bio = row.bio?.replace(/\s+/g, ' ').trim();
  return {
    noindex: page.noindex,
    title: `${title} | ${page.siteName}`,
    description: bio ? (bio.length > 200 ? `${bio.slice(0, 197)}…` : bio) : undefined,
    image: row.avatarUrl ? new URL(row.avatarUrl, page.publicUrl).toString() : undefined,
  };
};
