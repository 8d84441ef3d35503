import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminScreenId } from '../../common/admin-screens';
import { adminEndpoints } from '../../common/contracts/admin';
import { adminEmailEndpoints } from '../../common/contracts/admin-emails';
import { adminTestEndpoints } from '../../common/contracts/admin-tests';
import { adminUsersEndpoints } from '../../common/contracts/admin-users';
import { adminArticleIdeaEndpoints } from '../../common/contracts/article-ideas';
import { adminReportEndpoints } from '../../common/contracts/blog';
import {
  adminContentCategoryEndpoints,
  adminProfessionalCategoryEndpoints,
} from '../../common/contracts/categories';
import { companyEndpoints } from '../../common/contracts/companies';
import { adminContactEndpoints } from '../../common/contracts/contact';
import { adminFaqEndpoints } from '../../common/contracts/faq';
import { adminHomeStatEndpoints } from '../../common/contracts/home-stats';
import { adminNewsletterEndpoints } from '../../common/contracts/newsletter';
import { adminPageEndpoints, adminSocialLinkEndpoints } from '../../common/contracts/pages';
import { adminPaymentEndpoints, adminPricingEndpoints } from '../../common/contracts/pricing';
import { prospectionEndpoints } from '../../common/contracts/prospection';
import { ruleEndpoints } from '../../common/contracts/rules';
import { adminStatsEndpoints } from '../../common/contracts/stats';
import { adminTestimonialEndpoints } from '../../common/contracts/testimonials';
import { twoFactorEndpoints } from '../../common/contracts/two-factor';
import { type AnyEndpoint, urlOf } from '../../common/endpoint';
import type { Role } from '../../common/permissions';
import { can } from '../../common/permissions';
import { areaAdminScreens } from '../area';
import { areas } from '../areas';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../test/factories';

/**
 * Per screen and role, generated from the screens the areas declare (issue 14 "Tests"): `/admin/me` lists a
 * screen exactly to the roles whose abilities open it, and the screen's list endpoint answers each role
 * accordingly (visitor 401, a role without the screen's ability 403, a role with it 200).
 */

const roles: readonly Role[] = ['user', 'mentor', 'admin', 'contentmanager', 'moderateur', 'comite'];

/** The endpoint each screen opens with (a GET that answers 200 to whoever may open the screen). */
const screenEndpoint: Record<AdminScreenId, AnyEndpoint> = {
  dashboard: adminEndpoints.getSettings,
  users: adminUsersEndpoints.list,
  'delete-user': adminUsersEndpoints.findByEmail,
  'static-pages': adminPageEndpoints.list,
  pricing: adminPricingEndpoints.list,
  payments: adminPaymentEndpoints.list,
  'social-links': adminSocialLinkEndpoints.list,
  faq: adminFaqEndpoints.list,
  'article-ideas': adminArticleIdeaEndpoints.list,
  'general-stats': adminStatsEndpoints.get,
  'home-stats': adminHomeStatEndpoints.list,
  'categories-pro': adminProfessionalCategoryEndpoints.list,
  newsletter: adminNewsletterEndpoints.list,
  'second-factors': twoFactorEndpoints.unenrolledStaff,
  'content-categories': adminContentCategoryEndpoints.list,
  testimonials: adminTestimonialEndpoints.list,
  reports: adminReportEndpoints.list,
  'notification-emails': adminEmailEndpoints.list,
  'contact-messages': adminContactEndpoints.list,
  settings: adminEndpoints.getConfiguration,
  mails: adminEndpoints.listMails,
  logs: adminEndpoints.listLogs,
  companies: companyEndpoints.adminList,
  cartographie: companyEndpoints.map,
  rules: ruleEndpoints.list,
  prospection: prospectionEndpoints.templates,
  'notification-test': adminTestEndpoints.configuration,
  'test-notifications': adminTestEndpoints.configuration,
};

let t: TestApp;
const members = new Map<Role, CreatedUser>();
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of roles) members.set(role, await createUser(t.app, t.database.db, { role }));
});
afterAll(async () => {
  await t.close();
});

const screens = areaAdminScreens(areas);
const table = screens.flatMap(({ id, ability }) => roles.map((role) => [id, role, ability] as const));

describe('admin screens by role', () => {
  it.each(table)('%s × %s', async (screen, role, ability) => {
    const user = members.get(role);
    if (!user) throw new Error(`no ${role}`);
    const allowed = can(role, ability);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { cookie: user.cookie },
      remoteAddress: uniqueIp(),
    });
    if (can(role, 'admin.open')) expect(me.json().screens.includes(screen)).toBe(allowed);
    else expect(me.statusCode).toBe(403);

    const endpoint = screenEndpoint[screen];
    const query = screen === 'delete-user' ? '?email=personne%40example.com' : '';
    const res = await t.app.inject({
      method: endpoint.method,
      url: `${urlOf(endpoint, {})}${query}`,
      headers: { cookie: user.cookie },
      remoteAddress: uniqueIp(),
    });
    if (allowed) expect([200, 404], res.body).toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(403);
  });

  it('covers every screen', () => {
    expect(Object.keys(screenEndpoint).sort()).toEqual(screens.map((screen) => screen.id).sort());
  });
});
