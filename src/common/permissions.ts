import { z } from 'zod';

/*
 * The capability map: what each role may do, the one source for route access, service policies, the
 * admin sidebar and the `can…` flags the web receives. A check asks for an ability, never for a role
 * name, so giving a staff role a new right is one line here (decision 1 of plans/001: the back office
 * opens to admin, moderateur, comite and contentmanager, each screen with its own right).
 */

export const abilities = [
  /** Open the back office frame (each screen then asks for its own ability). */
  'admin.open',
  /** Site settings, header and footer images (the admin dashboard). */
  'admin.settings',
  /** The mail outbox. */
  'admin.mails',
  /** The action log. */
  'admin.logs',
  /** The API map at /api/docs outside development. */
  'admin.apiDocs',
  /** Members: roles, blocks, deletion, newsletter. */
  'users.manage',
  /** Statistics screens. */
  'stats.view',
  /** The moderation queue: reports and testimonials. */
  'moderation.review',
  /** Static pages, FAQ, content categories, article ideas; reading unpublished pages. */
  'pages.edit',
  /** Blog moderation: any article or comment. */
  'blog.moderate',
  /** Edit or delete any feed post or comment. */
  'feed.moderate',
  /** See profiles their owners hid. */
  'profiles.viewHidden',
  /** Edit, withdraw or delete any job offer (002 §6: the creator or an admin). */
  'jobOffers.moderate',
  /** Edit or delete any event and any event comment (plan 002 B3 FLAW 4: moderation). */
  'events.moderate',
  /** The companies directory: create, edit, delete, activate; exempt from its viewing limits (002 §6). */
  'companies.manage',
  /** Edit any project and moderate its news and comments; delete a project (002 §6: admin only). */
  'projects.moderate',
  /** See any call for tenders, unpublish or delete it (plans/002 C2: moderation). */
  'tenders.moderate',
] as const;

export type Ability = (typeof abilities)[number];

/** The roles of members (stored on the profile); a visitor has none. */
export const Role = z.enum(['user', 'mentor', 'admin', 'contentmanager', 'moderateur', 'comite']);
export type Role = z.infer<typeof Role>;

const member: readonly Ability[] = [];

export const capabilities: Readonly<Record<Role, readonly Ability[]>> = {
  user: member,
  mentor: member,
  admin: abilities,
  moderateur: ['admin.open', 'stats.view', 'moderation.review'],
  comite: ['admin.open', 'stats.view'],
  contentmanager: ['admin.open', 'pages.edit', 'blog.moderate'],
};

/** Whether a role has an ability; a visitor (no role) has none. */
export const can = (role: Role | null | undefined, ability: Ability): boolean =>
  role ? capabilities[role].includes(ability) : false;

/** Every ability of a role, for the web (sidebar, buttons). */
export const abilitiesOf = (role: Role | null | undefined): readonly Ability[] =>
  role ? capabilities[role] : [];
