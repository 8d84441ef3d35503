import { describe, expect, it } from 'vitest';
import {
  type Ability,
  abilitiesOf,
  can,
  capabilitiesWith,
  grantAreaAbilities,
  platformAbilities,
  Role,
} from '../../common/permissions';
import { areaAbilities, areaAdminScreens, areaProblems } from '../area';
import { areas } from '../areas';

/*
 * The abilities and back office screens the areas declare (issue 37 §6), pinned to what the platform's
 * shared lists held before the areas declared their own: the roles' rights and the sidebar must not
 * drift when an area's declaration moves or a new area joins the list.
 */

/** Each role's abilities as common/permissions.ts listed them (sorted: the areas append theirs). */
const rolesAbilities: Record<Role, readonly Ability[]> = {
  user: [],
  mentor: [],
  admin: [
    'admin.apiDocs',
    'admin.logs',
    'admin.mails',
    'admin.open',
    'admin.settings',
    'blog.moderate',
    'companies.manage',
    'events.moderate',
    'feed.moderate',
    'jobOffers.moderate',
    'moderation.review',
    'pages.edit',
    'profiles.viewHidden',
    'projects.moderate',
    'stats.view',
    'tenders.moderate',
    'users.manage',
  ],
  moderateur: ['admin.open', 'moderation.review', 'stats.view'],
  comite: ['admin.open', 'stats.view'],
  contentmanager: ['admin.open', 'blog.moderate', 'pages.edit'],
};

/** The screens in the sidebar's order (000 §2.9) with the ability of each, as common/admin-screens.ts had them. */
const sidebar = [
  ['dashboard', 'admin.settings'],
  ['users', 'users.manage'],
  ['delete-user', 'users.manage'],
  ['static-pages', 'pages.edit'],
  ['pricing', 'admin.settings'],
  ['payments', 'admin.settings'],
  ['social-links', 'admin.settings'],
  ['faq', 'pages.edit'],
  ['article-ideas', 'pages.edit'],
  ['general-stats', 'stats.view'],
  ['home-stats', 'admin.settings'],
  ['categories-pro', 'admin.settings'],
  ['newsletter', 'users.manage'],
  ['second-factors', 'users.manage'],
  ['content-categories', 'pages.edit'],
  ['testimonials', 'moderation.review'],
  ['reports', 'moderation.review'],
  ['notification-emails', 'admin.settings'],
  ['contact-messages', 'admin.settings'],
  ['settings', 'admin.settings'],
  ['mails', 'admin.mails'],
  ['logs', 'admin.logs'],
  ['companies', 'companies.manage'],
  ['cartographie', 'companies.manage'],
  ['rules', 'admin.settings'],
  ['prospection', 'admin.settings'],
  ['notification-test', 'admin.settings'],
  ['test-notifications', 'admin.settings'],
];

describe('the capability map the areas make', () => {
  const capabilities = capabilitiesWith(areaAbilities(areas));

  it.each(Role.options)('gives %s the same abilities as before', (role) => {
    expect([...capabilities[role]].sort()).toEqual(rolesAbilities[role]);
  });

  it('is what `can` and `abilitiesOf` answer once the app grants the areas’ abilities', () => {
    grantAreaAbilities(areaAbilities(areas));
    for (const role of Role.options) {
      expect([...abilitiesOf(role)].sort()).toEqual(rolesAbilities[role]);
      for (const ability of rolesAbilities.admin) {
        expect(can(role, ability), `${role} ${ability}`).toBe(rolesAbilities[role].includes(ability));
      }
    }
    expect(abilitiesOf(null)).toEqual([]);
  });

  it('lists the platform’s abilities first, then each area’s in the list’s order', () => {
    expect(capabilities.contentmanager).toEqual(['admin.open', 'pages.edit', 'blog.moderate']);
    expect(capabilities.admin.slice(0, platformAbilities.length)).toEqual(platformAbilities);
  });
});

describe('the back office screens the areas declare', () => {
  it('keep the sidebar’s order and each screen’s ability', () => {
    expect(areaAdminScreens(areas).map(({ id, ability }) => [id, ability])).toEqual(sidebar);
  });

  it('are declared once each, at ranks of their own', () => {
    expect(areaProblems(areas)).toEqual([]);
    const [companies] = areas.filter((area) => area.name === 'companies');
    if (!companies) throw new Error('no companies area');
    expect(areaProblems([...areas, { ...companies, name: 'companies-again' }])).toEqual(
      expect.arrayContaining([
        'ability companies.manage is declared by companies and companies-again',
        'admin screen companies is declared by companies and companies-again',
        'admin screens companies and companies share rank 230',
      ]),
    );
  });
});
