import { z } from 'zod';
import type { AreaAbility } from './registry';

/*
 * The capability map: what each role may do, the one source for route access, service policies, the
 * admin sidebar and the `can…` flags the web receives. A check asks for an ability, never for a role
 * name, so giving a staff role a new right is one line here, or beside the area's ability (decision 1
 * of plans/001: the back office opens to admin, moderateur, comite and contentmanager, each screen with
 * its own right).
 */

export const platformAbilities = [
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
] as const;

/** The abilities of the platform itself; each area declares its own (`AreaAbilities`, below). */
export type PlatformAbility = (typeof platformAbilities)[number];

/** Every ability: the platform's and those the areas registered (common/registry.ts). */
export type Ability = PlatformAbility | AreaAbility;

/**
 * An ability on the wire: a name. The areas register theirs, so no list here holds every one to
 * enumerate; the server sends only the abilities of `abilitiesOf`.
 */
export const AbilityName = z.string() as z.ZodType<Ability, string>;

/** The roles of members (stored on the profile); a visitor has none. */
export const Role = z.enum(['user', 'mentor', 'admin', 'contentmanager', 'moderateur', 'comite']);
export type Role = z.infer<typeof Role>;

/**
 * An area's abilities, in its contract, each with the staff roles that hold it besides admin, who holds
 * every ability (`{ 'blog.moderate': ['contentmanager'] }`). The area registers the names
 * (`interface Abilities extends RegisteredKeys<typeof <area>Abilities> {}`) and its module lists the
 * record (`abilities: <area>Abilities`): src/server/areas.ts fails to compile when a registered one is
 * listed by no module.
 */
export type AreaAbilities = Readonly<Record<string, readonly Exclude<Role, 'admin'>[]>>;

const member: readonly PlatformAbility[] = [];

/** What each role holds of the platform's abilities. */
const platformCapabilities: Readonly<Record<Role, readonly PlatformAbility[]>> = {
  user: member,
  mentor: member,
  admin: platformAbilities,
  moderateur: ['admin.open', 'stats.view', 'moderation.review'],
  comite: ['admin.open', 'stats.view'],
  contentmanager: ['admin.open', 'pages.edit'],
};

/**
 * The capability map with the areas' abilities (the modules' `abilities`, in the list's order): each
 * role holds its platform abilities, then the areas' ones granted to it; admin holds them all.
 */
export const capabilitiesWith = (
  areaAbilities: readonly AreaAbilities[],
): Readonly<Record<Role, readonly Ability[]>> => {
  const granted = areaAbilities.flatMap((declared) => Object.entries(declared));
  // The names come from the modules' records, whose keys are registered abilities (areas.ts checks it).
  const of = (role: Role): readonly Ability[] => [
    ...platformCapabilities[role],
    ...granted.flatMap(([name, roles]) =>
      role === 'admin' || roles.includes(role) ? [name as AreaAbility] : [],
    ),
  ];
  return {
    user: of('user'),
    mentor: of('mentor'),
    admin: of('admin'),
    contentmanager: of('contentmanager'),
    moderateur: of('moderateur'),
    comite: of('comite'),
  };
};

/*
 * The map `can` reads: the platform's abilities until app.ts grants the areas' ones from its module list
 * (`grantAreaAbilities`), before any area is built, so every request and service sees them.
 */
let capabilities: Readonly<Record<Role, readonly Ability[]>> = platformCapabilities;

/** Installs the areas' abilities (app.ts, from the modules of src/server/areas.ts). */
export const grantAreaAbilities = (areaAbilities: readonly AreaAbilities[]): void => {
  capabilities = capabilitiesWith(areaAbilities);
};

/** Whether a role has an ability; a visitor (no role) has none. */
export const can = (role: Role | null | undefined, ability: Ability): boolean =>
  role ? capabilities[role].includes(ability) : false;

/** Every ability of a role, for the web (sidebar, buttons). */
export const abilitiesOf = (role: Role | null | undefined): readonly Ability[] =>
  role ? capabilities[role] : [];
