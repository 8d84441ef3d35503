/** Member management (/admin/users): who may use it, the list with its filters, counters and CSV, editing, actions on a selection. */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs, profiles, sessions, users } from '../../db/schema';
import { createUser, enrolTotp, sessionUserOf, signInAgain } from '../../test/factories';
import { userFixture } from '../../test/suite';
import { parisMonthStart } from './admin-users.service';
import { adminUsersTestApp } from './admin-users-test-support';

const { t, admin, call } = adminUsersTestApp();
const member = userFixture(t);
const moderateur = userFixture(t, { role: 'moderateur' });

interface Seed {
  fullName?: string | null;
  email?: string;
  username?: string;
  role?: string;
  createdAt?: Date;
  lastSignInAt?: Date | null;
  isSuspended?: boolean;
  isBlocked?: boolean;
  isCertified?: boolean;
  isFeatured?: boolean;
}

/** A member straight into the tables, with the dates and flags a test needs. */
const seed = async (spec: Seed = {}): Promise<string> => {
  const suffix = randomBytes(4).toString('hex');
  const email = spec.email ?? `seed-${suffix}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({ name: '', email, emailVerified: true })
    .returning();
  if (!user) throw new Error('user insert failed');
  await t.database.db.insert(profiles).values({
    id: user.id,
    email,
    username: spec.username ?? `u_${suffix}`,
    fullName: spec.fullName === undefined ? `Membre ${suffix}` : spec.fullName,
    role: spec.role ?? 'user',
    createdAt: spec.createdAt ?? new Date(),
    lastSignInAt: spec.lastSignInAt ?? null,
    isSuspended: spec.isSuspended ?? false,
    isBlocked: spec.isBlocked ?? false,
    isCertified: spec.isCertified ?? false,
    isFeatured: spec.isFeatured ?? false,
  });
  return user.id;
};

describe('who may manage members', () => {
  const routes = [
    ['GET', '/users'],
    ['GET', '/users/counters'],
    ['GET', '/users/export.csv'],
    ['PATCH', `/users/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`],
    ['POST', '/users/bulk'],
    ['GET', '/users/by-email?email=a@b.fr'],
    ['DELETE', `/users/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`],
  ] as const;

  it.each(routes)(
    '%s %s: visitor 401, member 403 logged, moderateur 403 with the staff text',
    async (method, url) => {
      expect((await call(null, method, url)).statusCode).toBe(401);
      const asMember = await call(member, method, url);
      expect(asMember.statusCode).toBe(403);
      const rows = await t.database.db
        .select()
        .from(logs)
        .where(and(eq(logs.userId, member.id), eq(logs.action, 'unauthorized_access_attempt')));
      expect(
        rows.some((row) => String(row.details?.path).startsWith(`/api/v1/admin${url.split('?')[0]}`)),
      ).toBe(true);
      const asModerateur = await call(moderateur, method, url);
      expect(asModerateur.statusCode).toBe(403);
      // Deletion by e-mail has its own refusal text (001 §2.12).
      expect(asModerateur.json().error.message).toBe(
        url.includes('by-email') || method === 'DELETE'
          ? 'Accès refusé : réservé aux administrateurs.'
          : 'Accès réservé aux administrateurs.',
      );
    },
  );

  it('lists the users screen in an admin’s /admin/me and not a moderateur’s', async () => {
    expect((await call(admin, 'GET', '/me')).json().screens).toContain('users');
    expect((await call(moderateur, 'GET', '/me')).json().screens).not.toContain('users');
  });
});

describe('the list, its filters and its counters', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const day = 24 * 60 * 60 * 1000;
    const base = Date.now() - 400 * day;
    ids.amina = await seed({
      fullName: 'Amina Ndiaye',
      email: 'amina.ndiaye@exemple.sn',
      createdAt: new Date(base),
      lastSignInAt: new Date(Date.now() - 2 * day),
      isCertified: true,
    });
    ids.eloise = await seed({
      fullName: 'Éloïse Kaboré',
      createdAt: new Date(base + day),
      isSuspended: true,
      role: 'mentor',
    });
    ids.zoe = await seed({
      fullName: 'Zoé Traoré',
      createdAt: new Date(base + 2 * day),
      isBlocked: true,
      isFeatured: true,
      lastSignInAt: new Date(Date.now() - day),
    });
    ids.bakary = await seed({ fullName: '=HYPERLINK("x")', createdAt: new Date(base + 3 * day) });
  });

  const list = async (query: string) => {
    const res = await call(admin, 'GET', `/users?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const seededIn = (page: { items: { id: string }[] }) =>
    page.items.map((item) => item.id).filter((id) => Object.values(ids).includes(id));

  it('searches name, username and e-mail without case or accents', async () => {
    expect(seededIn(await list('q=eloise'))).toEqual([ids.eloise]);
    expect(seededIn(await list('q=AMINA.NDIAYE@'))).toEqual([ids.amina]);
    expect(seededIn(await list('q=traore zoe'))).toEqual([ids.zoe]);
  });

  it('filters by role and status in SQL', async () => {
    expect(seededIn(await list('role=mentor'))).toEqual([ids.eloise]);
    expect(seededIn(await list('status=suspended'))).toEqual([ids.eloise]);
    expect(seededIn(await list('status=blocked'))).toEqual([ids.zoe]);
    expect(seededIn(await list('status=certified'))).toEqual([ids.amina]);
    expect(seededIn(await list('status=featured'))).toEqual([ids.zoe]);
    const active = seededIn(await list('status=active&pageSize=100'));
    expect(active).toEqual(expect.arrayContaining([ids.amina, ids.bakary]));
    expect(active).not.toContain(ids.eloise);
    expect(active).not.toContain(ids.zoe);
  });

  it('sorts newest, oldest, by name and by last sign-in (never last)', async () => {
    expect(seededIn(await list('sort=oldest&pageSize=100'))).toEqual([
      ids.amina,
      ids.eloise,
      ids.zoe,
      ids.bakary,
    ]);
    expect(seededIn(await list('sort=newest&pageSize=100'))).toEqual([
      ids.bakary,
      ids.zoe,
      ids.eloise,
      ids.amina,
    ]);
    expect(seededIn(await list('sort=nameAsc&pageSize=100'))).toEqual([
      ids.bakary,
      ids.amina,
      ids.eloise,
      ids.zoe,
    ]);
    expect(seededIn(await list('sort=nameDesc&pageSize=100'))).toEqual([
      ids.zoe,
      ids.eloise,
      ids.amina,
      ids.bakary,
    ]);
    const byLogin = seededIn(await list('sort=lastLogin&pageSize=100'));
    expect(byLogin.slice(0, 2)).toEqual([ids.zoe, ids.amina]);
  });

  it('pages 20 at a time with the total', async () => {
    const page = await list('');
    expect(page.pageSize).toBe(20);
    expect(page.page).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(7);
    const two = await list('pageSize=2&page=2&sort=oldest');
    expect(two.items).toHaveLength(2);
  });

  it('answers a French message for a bad filter', async () => {
    const res = await call(admin, 'GET', '/users?sort=random');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('counts every member once per counter', async () => {
    const all = await t.database.db.select().from(profiles);
    const monthStart = parisMonthStart(new Date());
    const res = await call(admin, 'GET', '/users/counters');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: all.length,
      newThisMonth: all.filter((p) => p.createdAt >= monthStart).length,
      active: all.filter((p) => !p.isSuspended && !p.isBlocked).length,
      suspended: all.filter((p) => p.isSuspended).length,
      blocked: all.filter((p) => p.isBlocked).length,
      certified: all.filter((p) => p.isCertified).length,
    });
  });

  it('exports the filtered list as CSV: BOM, `;`, French dates, Jamais, Oui/Non, formula guard', async () => {
    const res = await call(admin, 'GET', '/users/export.csv?sort=oldest&q=');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="utilisateurs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      "Nom;Email;Rôle;Date d'inscription;Dernière connexion;Statut;Certifié;Mis en avant",
    );
    const amina = lines.find((line) => line.startsWith('Amina Ndiaye;'));
    expect(amina).toMatch(
      /^Amina Ndiaye;amina\.ndiaye@exemple\.sn;Membre;\d{2}\/\d{2}\/\d{4};\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Actif;Oui;Non$/,
    );
    expect(lines.find((line) => line.startsWith('Éloïse'))).toMatch(/;Mentor;.*;Jamais;Suspendu;Non;Non$/);
    expect(lines.find((line) => line.startsWith('Zoé'))).toMatch(/;Bloqué;Non;Oui$/);
    // The formula is written as text, quoted since it holds a quote.
    expect(lines.some((line) => line.startsWith('"\'=HYPERLINK(""x"")";'))).toBe(true);
    expect(lines).toHaveLength((await t.database.db.select().from(profiles)).length + 1);
    const filtered = await call(admin, 'GET', '/users/export.csv?status=blocked');
    expect(filtered.body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('editing a member', () => {
  it('changes name, role and featured flag, and logs the role change always', async () => {
    const id = await seed({ fullName: 'Ancien Nom' });
    const res = await call(admin, 'PATCH', `/users/${id}`, {
      fullName: '  Nouveau Nom ',
      role: 'moderateur',
      isFeatured: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, fullName: 'Nouveau Nom', role: 'moderateur', isFeatured: true });
    const rows = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, admin.id), eq(logs.action, 'user_role_changed')));
    expect(rows.some((row) => row.details?.userId === id && row.details?.to === 'moderateur')).toBe(true);
  });

  it('takes effect on the member’s next request (role change reaches their session)', async () => {
    const staff = await createUser(t.app, t.database.db);
    expect((await call(staff, 'GET', '/me')).statusCode).toBe(403);
    expect((await call(admin, 'PATCH', `/users/${staff.id}`, { role: 'comite' })).statusCode).toBe(200);
    // The back office opens to the new staff member once they have a second factor (issue 33 §4).
    expect((await call(staff, 'GET', '/me')).json().error.code).toBe('two_factor_required');
    // The refusal's log row names the role they hold and what is missing (not the member they act as).
    const refused = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, staff.id), eq(logs.action, 'unauthorized_access_attempt')));
    expect(refused.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ role: 'comite', missing: 'second_factor' }),
    );
    await enrolTotp(t.app, staff.cookie);
    expect((await call(staff, 'GET', '/me')).json().role).toBe('comite');
  });

  it('refuses a blank name with a French message, and an unknown member with 404', async () => {
    const id = await seed();
    const blank = await call(admin, 'PATCH', `/users/${id}`, { fullName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].message).toBe('Le nom complet est requis.');
    const empty = await call(admin, 'PATCH', `/users/${id}`, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await call(admin, 'PATCH', '/users/00000000-0000-4000-8000-000000000000', {
      isFeatured: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an admin’s own demotion, and still lets them rename themself', async () => {
    const res = await call(admin, 'PATCH', `/users/${admin.id}`, { role: 'user' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'self_action_forbidden',
      message: 'Vous ne pouvez pas modifier votre propre rôle.',
    });
    expect(
      (await call(admin, 'PATCH', `/users/${admin.id}`, { fullName: 'Admin Principal' })).statusCode,
    ).toBe(200);
  });
});

describe('actions on a selection', () => {
  it('suspends 50 members in one transaction, ends their sessions and refuses their next request', async () => {
    const victim = await createUser(t.app, t.database.db);
    const others = await Promise.all(Array.from({ length: 49 }, () => seed()));
    const ids = [victim.id, ...others];
    const res = await call(admin, 'POST', '/users/bulk', { ids, action: 'suspend' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'suspend', count: 50 });
    const suspended = await t.database.db.select().from(profiles).where(inArray(profiles.id, ids));
    expect(suspended.every((p) => p.isSuspended)).toBe(true);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    expect(await sessionUserOf(t.app, victim.cookie)).toBeNull();
    const signIn = await signInAgain(t.app, victim);
    expect(signIn.statusCode).toBe(403);
    // Again: nobody changes, so nobody is counted.
    expect((await call(admin, 'POST', '/users/bulk', { ids, action: 'suspend' })).json().count).toBe(0);
    expect((await call(admin, 'POST', '/users/bulk', { ids, action: 'unsuspend' })).json().count).toBe(50);
  });

  it('logs a suspension, a block and their reverses whatever the logging setting (audit i)', async () => {
    const ids = await Promise.all([seed(), seed()]);
    for (const action of ['suspend', 'unsuspend', 'block', 'unblock', 'certify'] as const) {
      expect((await call(admin, 'POST', '/users/bulk', { ids, action })).statusCode).toBe(200);
    }
    const rows = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, admin.id), eq(logs.action, 'users_bulk_updated')));
    const logged = rows.filter((row) =>
      ids.every((id) => (row.details?.ids as string[] | undefined)?.includes(id)),
    );
    // Logging is off in this app: certifying is not written, the standing changes are.
    expect(logged.map((row) => row.details?.action).sort()).toEqual([
      'block',
      'suspend',
      'unblock',
      'unsuspend',
    ]);
  });

  it.each(['certify', 'feature', 'block'] as const)('%s and its reverse', async (action) => {
    const ids = await Promise.all([seed(), seed()]);
    expect((await call(admin, 'POST', '/users/bulk', { ids, action })).json().count).toBe(2);
    const reverse = `un${action}` as const;
    expect((await call(admin, 'POST', '/users/bulk', { ids, action: reverse })).json().count).toBe(2);
  });

  it('refuses to suspend or block oneself', async () => {
    const other = await seed();
    for (const action of ['suspend', 'block'] as const) {
      const res = await call(admin, 'POST', '/users/bulk', { ids: [other, admin.id], action });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('self_action_forbidden');
    }
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, other));
    expect(row?.isSuspended || row?.isBlocked).toBe(false);
  });

  it('refuses an empty or oversized selection in French', async () => {
    const empty = await call(admin, 'POST', '/users/bulk', { ids: [], action: 'certify' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe('Sélectionnez au moins un membre.');
  });
});

describe('last sign-in', () => {
  it('is recorded when a session opens', async () => {
    const fresh = await createUser(t.app, t.database.db);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, fresh.id));
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
    expect(Date.now() - (row?.lastSignInAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('parisMonthStart', () => {
  it('is midnight in Paris on the first of the month', () => {
    expect(parisMonthStart(new Date('2026-11-25T02:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(parisMonthStart(new Date('2026-07-01T00:30:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 23:30 UTC on 31 Oct is already 1 Nov in Paris.
    expect(parisMonthStart(new Date('2026-10-31T23:30:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});
