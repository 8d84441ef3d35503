import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';
import { OkResponse } from './auth';

/*
 * Member profiles (000 §2.7, §3, §5, §9). Messages are catalog keys (`profiles.validation.*`): the
 * server answers them in French, the web in the member's language. The web forms use these same
 * schemas; rules that need the database (the 7-category and 7-skills limits, known ids) live in the
 * service. `abort` stops at the first failed rule, so a field shows one message at a time.
 */

const p = limits.profile;

/** A member as a card shows them (landing showcase, suggestions, similar profiles, network grid). */
export const ProfileCard = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: ProfileLocation.nullable(),
  isMentor: z.boolean(),
  isCertified: z.boolean(),
});
export type ProfileCard = z.infer<typeof ProfileCard>;

export const FeaturedProfilesResponse = z.object({ items: z.array(ProfileCard) });
export type FeaturedProfilesResponse = z.infer<typeof FeaturedProfilesResponse>;

/** Suggested and similar profiles: cards, best first. */
export const ProfileCardsResponse = z.object({ items: z.array(ProfileCard) });
export type ProfileCardsResponse = z.infer<typeof ProfileCardsResponse>;

import { ContactBody, ContactResponse } from './profile-actions';
import {
  clearableText,
  LocationInput,
  ProfessionalCategoriesResponse,
  ProfessionalStatus,
  ProfessionalStatusesResponse,
  ProfileLocation,
  requiredText,
  Website,
} from './profile-fields';
import {
  Education,
  EducationBody,
  EducationResponse,
  Experience,
  ExperienceBody,
  ExperiencesResponse,
  PortfolioItem,
  PortfolioItemBody,
  PortfolioResponse,
  Skill,
  SkillBody,
  SkillsResponse,
} from './profile-items';

// The fields and the lists of a profile live in their own files; their schemas are part of this contract.
export * from './profile-actions';
export * from './profile-fields';
export * from './profile-items';

/**
 * Whether a profile id is a UUID (000 §5), as `z.uuid()` checks it (RFC 9562, nil and max), without zod:
 * the profile page checks its address as it renders, and a schema there waited for zod's chunk.
 */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const isProfileId = (value: string): boolean => uuidPattern.test(value);

export const ProfileIdParams = z.object({ profileId: z.string().max(200) });
export const ProfileUsernameParams = z.object({ username: z.string().max(100) });
/** A sub-list item's id (experience, education, skill, portfolio item). */
export const ItemIdParams = z.object({
  itemId: z.uuid({ error: 'profiles.validation.itemIdInvalid' }),
});

// ---------------------------------------------------------------------------------------------
// The profile view

// The values first: screens read the list before zod has loaded (web lib/lazy-schema.ts).
export const profileSections = ['personal', 'professional', 'bio', 'categories'] as const;
export const ProfileSection = z.enum(profileSections);
export type ProfileSection = z.infer<typeof ProfileSection>;

/** The completion card's five steps (000 §9): professional needs both title and company. */
export const CompletionStep = z.enum(['basic', 'avatar', 'professional', 'bio', 'location']);
export type CompletionStep = z.infer<typeof CompletionStep>;

export const ProfileCompletion = z.object({
  steps: z.array(z.object({ key: CompletionStep, isDone: z.boolean() })),
  /** Done steps out of five, rounded: 0, 20, 40, 60, 80 or 100. */
  percent: z.number().int().min(0).max(100),
});
export type ProfileCompletion = z.infer<typeof ProfileCompletion>;

/** The /profile/complete checklist: whether each section's rule holds (000 §5 "Per section"). */
export const ProfileSectionsState = z.object({
  personal: z.boolean(),
  professional: z.boolean(),
  bio: z.boolean(),
  categories: z.boolean(),
});
export type ProfileSectionsState = z.infer<typeof ProfileSectionsState>;

/** A category chosen by a member, with its sector's name when it is a speciality. */
export const ProfileCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  parentName: z.string().nullable(),
});
export type ProfileCategory = z.infer<typeof ProfileCategory>;

/**
 * A profile as its page shows it. `isComplete` is kept by the server: full name, title, location and
 * bio set and at least one category chosen. `email` and `avatarNeedsRecrop` are only filled for the
 * owner (null / false for others).
 */
export const ProfileView = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: ProfileLocation.nullable(),
  countryCode: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  avatarNeedsRecrop: z.boolean(),
  professionalStatus: ProfessionalStatus.pick({ id: true, label: true }).nullable(),
  isMentor: z.boolean(),
  isVerified: z.boolean(),
  isOpenToWork: z.boolean(),
  isCertified: z.boolean(),
  /** The badge of the paid offer the member holds, when the offer has one (issue 38); else null. */
  planBadge: z.string().nullable(),
  isComplete: z.boolean(),
  categories: z.array(ProfileCategory),
  completion: ProfileCompletion,
  sections: ProfileSectionsState,
  isOwner: z.boolean(),
  /** Shown to the viewers the owner's privacy choice allows (issue 22 §2); null for the others. */
  email: z.string().nullable(),
  /** The owner asked search engines not to index the page (`<meta name="robots" content="noindex">`). */
  noindex: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProfileView = z.infer<typeof ProfileView>;

// ---------------------------------------------------------------------------------------------
// Editing: the four sections of /profile/complete and the page's edit mode.
// In every body an absent optional field is left unchanged and `null` (or blank) clears it.

const FullName = requiredText('profiles.validation.fullNameRequired', p.nameMax);
const Title = requiredText('profiles.validation.titleRequired', p.titleMax);
const Bio = z
  .string({ error: 'profiles.validation.bioRequired' })
  .trim()
  .min(1, { error: 'profiles.validation.bioRequired', abort: true })
  .max(p.bioMax, { error: 'profiles.validation.bioTooLong' });
const StatusId = z.uuid({ error: 'profiles.validation.statusUnknown' }).nullish();

/** Section "personal": the full name is required; website normalised (000 §5). */
export const PersonalSectionBody = z.object({ fullName: FullName, website: Website });
export type PersonalSectionBody = z.input<typeof PersonalSectionBody>;

/** Section "professional": title and a "city, country" location required (000 §5). */
export const ProfessionalSectionBody = z.object({
  title: Title,
  company: clearableText(p.titleMax),
  professionalStatusId: StatusId,
  location: LocationInput,
  isOpenToWork: z.boolean().optional(),
});
export type ProfessionalSectionBody = z.input<typeof ProfessionalSectionBody>;

/** Section "bio": required, 1500 characters at most. */
export const BioSectionBody = z.object({ bio: Bio });
export type BioSectionBody = z.input<typeof BioSectionBody>;

const CategoryIds = z
  .array(z.uuid({ error: 'profiles.validation.categoryUnknown' }), {
    error: 'profiles.validation.categoriesRequired',
  })
  .max(p.categoriesMax, { error: 'profiles.validation.categoriesMax' })
  .transform((ids) => [...new Set(ids)]);

/** The category picker (/profile/categories): 0 to 7 categories, sectors or specialities. */
export const ProfileCategoriesBody = z.object({ categoryIds: CategoryIds });
export type ProfileCategoriesBody = z.input<typeof ProfileCategoriesBody>;

/** Section "categories": 1 to 7 categories. */
export const CategoriesSectionBody = z.object({
  categoryIds: CategoryIds.refine((ids) => ids.length > 0, {
    error: 'profiles.validation.categoriesRequired',
  }),
});
export type CategoriesSectionBody = z.input<typeof CategoriesSectionBody>;

/** The body of each section, by its name in `PATCH /api/v1/profiles/me/sections/:section`. */
export const sectionBodies = {
  personal: PersonalSectionBody,
  professional: ProfessionalSectionBody,
  bio: BioSectionBody,
  categories: CategoriesSectionBody,
} as const;

/** The profile page's edit mode (000 §5): full name, title and location required. */
export const UpdateProfileBody = z.object({
  fullName: FullName,
  title: Title,
  location: LocationInput,
  company: clearableText(p.titleMax),
  bio: z
    .string()
    .trim()
    .max(p.bioMax, { error: 'profiles.validation.bioTooLong' })
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  website: Website,
  professionalStatusId: StatusId,
  isOpenToWork: z.boolean().optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** After an avatar upload: the new public URL (`?v=` changes with each upload). */
export const AvatarResponse = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

// ---------------------------------------------------------------------------------------------
// Similar profiles

export const SimilarProfilesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(p.similarMax).default(p.similarDefault),
});
export type SimilarProfilesQuery = z.infer<typeof SimilarProfilesQuery>;

// ---------------------------------------------------------------------------------------------
// Endpoints (under `/api/v1`). Every write is on `/profiles/me…`, the actor's own profile; sub-list
// items are addressed by id under `me` (another member's id is a 404). Reads of other members are
// public, on `/profiles/:profileId…`.

const SectionParams = z.object({ section: z.string().max(100) });

export const profileEndpoints = {
  /** Members the admins feature on the landing (may be empty). */
  featured: endpoint('GET', '/profiles/featured', { response: FeaturedProfilesResponse, access: 'public' }),
  /** Active professional statuses, by label. */
  statuses: endpoint('GET', '/professional-statuses', {
    response: ProfessionalStatusesResponse,
    access: 'public',
    tag: 'profiles',
  }),
  /** The two-level category tree. */
  categories: endpoint('GET', '/professional-categories', {
    response: ProfessionalCategoriesResponse,
    access: 'public',
    tag: 'profiles',
  }),

  /** The actor's own profile; 404 when it has none yet. */
  getOwn: endpoint('GET', '/profiles/me', { response: ProfileView, access: 'member' }),
  /** The profile page's edit mode. */
  updateOwn: endpoint('PATCH', '/profiles/me', {
    body: UpdateProfileBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  savePersonal: endpoint('PATCH', '/profiles/me/sections/personal', {
    body: PersonalSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  saveProfessional: endpoint('PATCH', '/profiles/me/sections/professional', {
    body: ProfessionalSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  saveBio: endpoint('PATCH', '/profiles/me/sections/bio', {
    body: BioSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  saveCategoriesSection: endpoint('PATCH', '/profiles/me/sections/categories', {
    body: CategoriesSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  /** Any other section: 404 `section_not_found` ('Section non trouvée', 000 §2.7). */
  saveUnknownSection: endpoint('PATCH', '/profiles/me/sections/:section', {
    params: SectionParams,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  /** The category picker: replaces the member's categories (0 to 7). */
  setCategories: endpoint('PUT', '/profiles/me/categories', {
    body: ProfileCategoriesBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  /** The cropped avatar (field `file`), re-encoded by the server. */
  uploadAvatar: endpoint('POST', '/profiles/me/avatar', {
    multipart: true,
    response: AvatarResponse,
    access: 'member',
    limit: 'service',
  }),
  /** Members the actor may want to meet (at most 8). */
  suggestions: endpoint('GET', '/profiles/suggestions', { response: ProfileCardsResponse, access: 'member' }),

  listOwnExperiences: endpoint('GET', '/profiles/me/experiences', {
    response: ExperiencesResponse,
    access: 'member',
  }),
  createExperience: endpoint('POST', '/profiles/me/experiences', {
    body: ExperienceBody,
    response: Experience,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  /** The whole item. */
  updateExperience: endpoint('PATCH', '/profiles/me/experiences/:itemId', {
    params: ItemIdParams,
    body: ExperienceBody,
    response: Experience,
    access: 'member',
    limit: 'edit',
  }),
  deleteExperience: endpoint('DELETE', '/profiles/me/experiences/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  listOwnEducation: endpoint('GET', '/profiles/me/education', {
    response: EducationResponse,
    access: 'member',
  }),
  createEducation: endpoint('POST', '/profiles/me/education', {
    body: EducationBody,
    response: Education,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  updateEducation: endpoint('PATCH', '/profiles/me/education/:itemId', {
    params: ItemIdParams,
    body: EducationBody,
    response: Education,
    access: 'member',
    limit: 'edit',
  }),
  deleteEducation: endpoint('DELETE', '/profiles/me/education/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  listOwnSkills: endpoint('GET', '/profiles/me/skills', { response: SkillsResponse, access: 'member' }),
  createSkill: endpoint('POST', '/profiles/me/skills', {
    body: SkillBody,
    response: Skill,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  updateSkill: endpoint('PATCH', '/profiles/me/skills/:itemId', {
    params: ItemIdParams,
    body: SkillBody,
    response: Skill,
    access: 'member',
    limit: 'edit',
  }),
  deleteSkill: endpoint('DELETE', '/profiles/me/skills/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  listOwnPortfolio: endpoint('GET', '/profiles/me/portfolio', {
    response: PortfolioResponse,
    access: 'member',
  }),
  createPortfolioItem: endpoint('POST', '/profiles/me/portfolio', {
    body: PortfolioItemBody,
    response: PortfolioItem,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  updatePortfolioItem: endpoint('PATCH', '/profiles/me/portfolio/:itemId', {
    params: ItemIdParams,
    body: PortfolioItemBody,
    response: PortfolioItem,
    access: 'member',
    limit: 'edit',
  }),
  deletePortfolioItem: endpoint('DELETE', '/profiles/me/portfolio/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  /**
   * The item's image (field `file`: JPG, PNG, WebP or GIF by its bytes, 5 MB), re-encoded and stored;
   * it replaces the previous one (an uploaded file goes, an older address is dropped).
   */
  uploadPortfolioImage: endpoint('PUT', '/profiles/me/portfolio/:itemId/image', {
    params: ItemIdParams,
    multipart: true,
    response: PortfolioItem,
    access: 'member',
    limit: 'service',
  }),
  /** Removes the item's image (an uploaded file, or an older address). */
  removePortfolioImage: endpoint('DELETE', '/profiles/me/portfolio/:itemId/image', {
    params: ItemIdParams,
    response: PortfolioItem,
    access: 'member',
  }),

  /** A member by username (the `/profile/:ref` page when the ref is not a UUID). */
  getByUsername: endpoint('GET', '/profiles/by-username/:username', {
    params: ProfileUsernameParams,
    response: ProfileView,
    access: 'public',
  }),
  /** A member by id; `isOwner` tells whether it is the viewer's own. */
  get: endpoint('GET', '/profiles/:profileId', {
    params: ProfileIdParams,
    response: ProfileView,
    access: 'public',
  }),
  /** findSimilarProfiles (000 §7): members close to this profile, best first. */
  similar: endpoint('GET', '/profiles/:profileId/similar', {
    params: ProfileIdParams,
    query: SimilarProfilesQuery,
    response: ProfileCardsResponse,
    access: 'public',
  }),
  /** 'Envoyer un email': the server mails the member; rate limited. */
  contact: endpoint('POST', '/profiles/:profileId/contact', {
    params: ProfileIdParams,
    body: ContactBody,
    response: ContactResponse,
    access: 'member',
    limit: 'service',
  }),
  listExperiences: endpoint('GET', '/profiles/:profileId/experiences', {
    params: ProfileIdParams,
    response: ExperiencesResponse,
    access: 'public',
  }),
  listEducation: endpoint('GET', '/profiles/:profileId/education', {
    params: ProfileIdParams,
    response: EducationResponse,
    access: 'public',
  }),
  listSkills: endpoint('GET', '/profiles/:profileId/skills', {
    params: ProfileIdParams,
    response: SkillsResponse,
    access: 'public',
  }),
  listPortfolio: endpoint('GET', '/profiles/:profileId/portfolio', {
    params: ProfileIdParams,
    response: PortfolioResponse,
    access: 'public',
  }),
};

/** Log actions of the profiles area: a new avatar, a contact mail sent from a profile. */
export const profileLogActions = ['avatar_uploaded', 'profile_contact'] as const;

/** Mails the profiles area sends: "Envoyer un email" from another member's profile. */
export const profileMailKinds = ['profile_contact'] as const;

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const profileAbilities = {
  /** See profiles their owners hid. */
  'profiles.viewHidden': [],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof profileAbilities> {}
  interface LogActions extends Registered<typeof profileLogActions> {}
  interface MailKinds extends Registered<typeof profileMailKinds> {}
}
