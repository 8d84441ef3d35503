import type { z } from 'zod';
import type { PrivacySettings } from '../../../common/contracts/privacy';
import type {
  ProfessionalCategoryNode,
  ProfessionalSectionBody,
  ProfileLocation,
  ProfileView,
  UpdateProfileBody,
} from '../../../common/contracts/profiles';
import { type ViewerKind, visibleEmail, visibleLocation } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import { countryCodeOf } from '../locations/countries';
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

/** The location as stored: `country_code` filled from the French country name when missing. */
const storedLocation = (location: ProfileLocation): ProfileLocation => ({
  ...location,
  country_code: location.country_code || countryCodeOf(location.pays) || '',
});

/** The fields a form sent (an absent one leaves its column as it is). */
export const withoutUndefined = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The stored columns of the professional section (and of the page's edit mode, which holds it). */
export const professionalColumnsOf = (
  body: z.output<typeof ProfessionalSectionBody> | z.output<typeof UpdateProfileBody>,
): Partial<repo.NewProfile> => {
  const location = storedLocation(body.location);
  return withoutUndefined({
    title: body.title,
    company: body.company,
    professionalStatusId: body.professionalStatusId,
    location,
    countryCode: location.country_code || null,
    isOpenToWork: body.isOpenToWork,
  });
};
