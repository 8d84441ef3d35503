/** Profile routes: featured members, reading a profile, suggested profiles and the share preview of /profile/:id. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections, profilePrivacy, profiles } from '../../db/schema';
import { type CreatedUser, createUser } from '../../test/factories';
import { dakar, setProfile } from '../../test/profile-factories';
import { testAppForFile } from '../../test/suite';
import { withWebApp } from '../../test/web-app';

const t = testAppForFile();

const db = () => t.database.db;

const getMe = (user: CreatedUser) =>
  t.app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: { cookie: user.cookie } });

describe('featured members', () => {
  it('lists only featured, named members in good standing', async () => {
    const featured = await createUser(t.app, db(), { confirmed: false });
    const unnamed = await createUser(t.app, db(), { confirmed: false });
    const blocked = await createUser(t.app, db(), { confirmed: false });
    await createUser(t.app, db(), { confirmed: false });
    await db()
      .update(profiles)
      .set({ isFeatured: true, fullName: 'Kofi Mensah', title: 'Ingénieur' })
      .where(eq(profiles.id, featured.id));
    await db().update(profiles).set({ isFeatured: true }).where(eq(profiles.id, unnamed.id));
    await db()
      .update(profiles)
      .set({ isFeatured: true, fullName: 'Bloqué', isBlocked: true })
      .where(eq(profiles.id, blocked.id));

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ id: featured.id, fullName: 'Kofi Mensah', title: 'Ingénieur' }),
    ]);
  });

  it("leaves out a featured member who left the directory, refused indexing or asked for their account's deletion", async () => {
    const unlisted = await createUser(t.app, db(), { confirmed: false });
    const unindexed = await createUser(t.app, db(), { confirmed: false });
    const leaving = await createUser(t.app, db(), { confirmed: false });
    for (const member of [unlisted, unindexed, leaving]) {
      await db()
        .update(profiles)
        .set({ isFeatured: true, fullName: 'Awa Diallo', isLeaving: member === leaving })
        .where(eq(profiles.id, member.id));
    }
    await db()
      .insert(profilePrivacy)
      .values([
        { profileId: unlisted.id, hiddenFromDirectory: true },
        { profileId: unindexed.id, noindex: true },
      ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/featured' });
    const ids = res.json().items.map((item: { id: string }) => item.id);
    expect(ids).not.toContain(unlisted.id);
    expect(ids).not.toContain(unindexed.id);
    expect(ids).not.toContain(leaving.id);
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('reading a profile', () => {
  it('answers the own profile with isOwner, the e-mail and an empty completion', async () => {
    const user = await createUser(t.app, db());
    const res = await getMe(user);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ id: user.id, isOwner: true, email: user.email, isComplete: false });
    expect(view.completion).toEqual({
      percent: 0,
      steps: [
        { key: 'basic', isDone: false },
        { key: 'avatar', isDone: false },
        { key: 'professional', isDone: false },
        { key: 'bio', isDone: false },
        { key: 'location', isDone: false },
      ],
    });
    expect(view.sections).toEqual({ personal: false, professional: false, bio: false, categories: false });
  });

  it('refuses /profiles/me to a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/me' });
    expect(res.statusCode).toBe(401);
  });

  it('shows another member to a visitor without the private fields', async () => {
    const owner = await createUser(t.app, db());
    await setProfile(db(), owner.id, { fullName: 'Awa Diop', avatarNeedsRecrop: true });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${owner.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: owner.id,
      fullName: 'Awa Diop',
      isOwner: false,
      email: null,
      avatarNeedsRecrop: false,
    });
  });

  it('says a profile id that is not a UUID is refused, in the spec words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/pas-un-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_profile_id',
      message: "L'identifiant de profil fourni n'est pas au format UUID valide.",
    });
  });

  it('answers 404 for an unknown id and for a blocked member, except to the member', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const blocked = await createUser(t.app, db());
    await setProfile(db(), blocked.id, { fullName: 'Bloqué', isSuspended: true });
    const other = await createUser(t.app, db());
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/profiles/${blocked.id}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.statusCode).toBe(404);
  });

  it('finds a member by username', async () => {
    const user = await createUser(t.app, db());
    const [row] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/by-username/${row?.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/by-username/personne_ici' });
    expect(missing.statusCode).toBe(404);
  });

  it('computes the five completion steps: professional needs title and company', async () => {
    const user = await createUser(t.app, db());
    await setProfile(db(), user.id, { fullName: 'Awa Diop', title: 'Juriste', location: dakar });
    let view = (await getMe(user)).json();
    expect(view.completion.percent).toBe(40);
    expect(view.completion.steps.find((s: { key: string }) => s.key === 'professional').isDone).toBe(false);
    await setProfile(db(), user.id, {
      company: 'Cabinet Diop',
      bio: 'Avocate.',
      avatarUrl: '/storage/avatars/x.jpg',
    });
    view = (await getMe(user)).json();
    expect(view.completion.percent).toBe(100);
  });
});

describe('suggested profiles', () => {
  it('lists at most 8 named members with a title and a location, newest first, never oneself', async () => {
    const viewer = await createUser(t.app, db());
    await setProfile(db(), viewer.id, { fullName: 'Moi', title: 'Moi', location: dakar });
    const named: string[] = [];
    for (let i = 0; i < 9; i++) {
      const member = await createUser(t.app, db(), { confirmed: false });
      await setProfile(db(), member.id, {
        fullName: `Membre ${i}`,
        title: 'Développeur',
        location: dakar,
        createdAt: new Date(Date.UTC(2030, 0, 1 + i)),
      });
      named.push(member.id);
    }
    const noTitle = await createUser(t.app, db(), { confirmed: false });
    await setProfile(db(), noTitle.id, {
      fullName: 'Sans titre',
      location: dakar,
      createdAt: new Date(Date.UTC(2031, 0, 1)),
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/suggestions',
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((p: { id: string }) => p.id);
    expect(ids).toEqual([...named].reverse().slice(0, 8));

    // Members already linked with the viewer, in either direction and any state, are not suggested.
    const [newest = '', second = ''] = [...named].reverse();
    await db()
      .insert(connections)
      .values([
        { requesterId: viewer.id, recipientId: newest, status: 'pending' },
        { requesterId: second, recipientId: viewer.id, status: 'rejected' },
      ]);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/suggestions',
      headers: { cookie: viewer.cookie },
    });
    const idsAfter = after.json().items.map((p: { id: string }) => p.id);
    // The next newest take their places (older members of other tests may follow them).
    expect(idsAfter.slice(0, 7)).toEqual([...named].reverse().slice(2, 9));
    expect(idsAfter).not.toContain(newest);
    expect(idsAfter).not.toContain(second);
  });
});

describe('share previews of /profile/:id', () => {
  it('renders the name, title, bio and avatar into the HTML of a public profile', async () => {
    const member = await createUser(t.app, db());
    await setProfile(db(), member.id, {
      fullName: 'Awa Diop',
      title: 'Avocate',
      bio: 'Avocate en droit des affaires à Dakar.',
      avatarUrl: '/storage/avatars/awa.jpg',
    });
    const hidden = await createUser(t.app, db());
    await setProfile(db(), hidden.id, { fullName: 'Caché', isBlocked: true });

    await withWebApp(
      t,
      async (app) => {
        const res = await app.inject({ method: 'GET', url: `/profile/${member.id}` });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>Awa Diop – Avocate | Sankofa</title>');
        expect(res.body).toContain(
          '<meta property="og:description" content="Avocate en droit des affaires à Dakar.">',
        );
        expect(res.body).toContain(
          '<meta property="og:image" content="http://localhost:3000/storage/avatars/awa.jpg">',
        );
        const blocked = await app.inject({ method: 'GET', url: `/profile/${hidden.id}` });
        expect(blocked.body).toContain('<title>Sankofa</title>');

        // At the member's username too, the address they may share instead of their id; with their
        // noindex there as well (it was served as the bare page, noindex added only by the SPA).
        await setProfile(db(), member.id, { username: 'awa_diop_dakar' });
        await db().insert(profilePrivacy).values({ profileId: member.id, noindex: true });
        const byName = await app.inject({ method: 'GET', url: '/profile/awa_diop_dakar' });
        expect(byName.body).toContain('<title>Awa Diop – Avocate | Sankofa</title>');
        expect(byName.body).toContain('<meta name="robots" content="noindex">');
        const unknown = await app.inject({ method: 'GET', url: '/profile/personne_inconnue' });
        expect(unknown.body).toContain('<title>Sankofa</title>');
      },
      '<!doctype html><html><head><title>Sankofa</title><meta name="description" content="x"></head><body></body></html>',
    );
  });
});
