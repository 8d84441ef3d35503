import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ProjectBody,
  ProjectDetail,
  ProjectJoinRequest,
  ProjectJoinRequestPage,
  ProjectPage,
  ProjectParticipantPage,
  ProjectPost,
  ProjectPostPage,
} from '../../../common/contracts/projects';
import { projects } from '../../db/schema';
import { publicFileOf, testClient } from '../../test/api-client';
import { type CreatedUser, notificationsAbout, notificationsFor, notifyAbout } from '../../test/factories';
import { memberFixture, testAppForFile, userFixture } from '../../test/suite';
import { withWebApp } from '../../test/web-app';
import { errorOf, image } from '../feed/feed-test-support';

const t = testAppForFile();
const api = testClient(t, '/api/v1');
const owner = memberFixture(t, 'Awa Diop', 'Ingénieure énergie');
const other = memberFixture(t, 'Moussa Traoré');
const admin = userFixture(t, { role: 'admin' });

const body = (patch: Partial<ProjectBody> = {}): ProjectBody => ({
  title: 'Ferme solaire de Thiès',
  description: 'Une coopérative qui alimente trois villages en énergie solaire.',
  tags: 'énergie, agriculture , , Énergie',
  startDate: '2026-03-01',
  endDate: '2026-12-31',
  location: 'Thiès, Sénégal',
  ...patch,
});

const create = async (user: CreatedUser, patch: Partial<ProjectBody> = {}) => {
  const res = await api.call(user, 'POST', '/projects', body(patch));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as ProjectDetail;
};

const detail = async (user: CreatedUser | null, id: string) =>
  (await api.call(user, 'GET', `/projects/${id}`)).json() as ProjectDetail;

const notificationsOf = (userId: string, type: string) => notificationsFor(t.database.db, userId, type);

describe('creating and reading', () => {
  it('creates a published project whose owner is its first participant, with the tags parsed', async () => {
    const project = await create(owner);
    expect(project).toMatchObject({
      title: 'Ferme solaire de Thiès',
      status: 'published',
      tags: ['énergie', 'agriculture'],
      startDate: '2026-03-01',
      endDate: '2026-12-31',
      countryCode: 'SN',
      owner: { id: owner.id, fullName: 'Awa Diop' },
      participantCount: 1,
      participants: [{ id: owner.id }],
      isOwner: true,
      canEdit: true,
      canDelete: false,
      canPostNews: true,
      canComment: true,
    });
    const visitor = await detail(null, project.id);
    expect(visitor).toMatchObject({ canEdit: false, canPostNews: false, canComment: false, isOwner: false });
  });

  it('refuses a visitor (401), a missing title and an end before the start (400)', async () => {
    expect((await api.call(null, 'POST', '/projects', body())).statusCode).toBe(401);
    const blank = await api.call(owner, 'POST', '/projects', body({ title: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).error.details?.[0]).toMatchObject({
      path: 'title',
      message: 'Le titre est obligatoire.',
    });
    const dates = await api.call(owner, 'POST', '/projects', body({ endDate: '2026-01-01' }));
    expect(dates.statusCode).toBe(400);
    expect(errorOf(dates).error.details?.[0]?.path).toBe('endDate');
  });

  it('answers «Projet introuvable.» for an unknown id (404) and a malformed one (400, never loaded)', async () => {
    const unknown = await api.call(null, 'GET', '/projects/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error.message).toBe('Projet introuvable.');
    const malformed = await api.call(null, 'GET', '/projects/pas-un-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).error.details?.[0]?.message).toBe('Projet introuvable.');
  });
});

describe('the list', () => {
  it('filters by keyword, tag, status and start date in SQL, 12 a page', async () => {
    const author = await api.member('Fatou Ndiaye');
    const marker = `baobab${Date.now()}`;
    for (let i = 0; i < 13; i++) {
      await create(author, {
        title: `Pépinière ${marker} ${i}`,
        tags: i % 2 === 0 ? 'reboisement' : 'education',
        startDate: i < 5 ? '2025-01-10' : '2027-02-01',
        endDate: null,
      });
    }
    await create(author, { title: `Brouillon ${marker}`, status: 'draft' });
    const list = async (user: CreatedUser | null, query: string) => {
      const res = await api.call(user, 'GET', `/projects?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as ProjectPage;
    };
    const first = await list(null, `q=${marker}`);
    expect(first).toMatchObject({ total: 13, totalPages: 2, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.title).toBe(`Pépinière ${marker} 12`);
    expect((await list(null, `q=${marker}&page=2`)).items).toHaveLength(1);
    // Accents and case folded.
    expect((await list(null, `q=PEPINIERE ${marker}`)).total).toBe(13);
    expect((await list(null, `q=${marker}&tag=reboisement`)).total).toBe(7);
    expect((await list(null, `q=${marker}&from=2027-01-01`)).total).toBe(8);
    // Drafts: the author's own, every draft for an admin, none for another member or a visitor.
    expect((await list(author, `q=${marker}&status=draft`)).total).toBe(1);
    expect((await list(admin, `q=${marker}&status=draft`)).total).toBe(1);
    expect((await list(other, `q=${marker}&status=draft`)).total).toBe(0);
    expect((await list(null, `q=${marker}&status=draft`)).total).toBe(0);
    expect((await api.call(null, 'GET', '/projects?status=unknown')).statusCode).toBe(400);
  });
});

describe('permissions (002 §6)', () => {
  it('lets the owner and an admin edit; another member gets 403 with the spec text and a visitor 401', async () => {
    const project = await create(owner);
    const intruder = await api.call(other, 'PATCH', `/projects/${project.id}`, body({ title: 'Piraté' }));
    expect(intruder.statusCode).toBe(403);
    expect(errorOf(intruder).error).toMatchObject({
      code: 'project_forbidden',
      message: "Erreur : Vous n'avez pas les droits pour modifier ce projet",
    });
    expect((await api.call(null, 'PATCH', `/projects/${project.id}`, body())).statusCode).toBe(401);
    expect((await detail(null, project.id)).title).toBe('Ferme solaire de Thiès');

    const mine = await api.call(
      owner,
      'PATCH',
      `/projects/${project.id}`,
      body({ title: 'Ferme solaire', status: 'archived' }),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ title: 'Ferme solaire', status: 'archived' });

    const byAdmin = await api.call(
      admin,
      'PATCH',
      `/projects/${project.id}`,
      body({ title: 'Relu par un admin' }),
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('lets only an admin delete: the owner and another member get 403, a visitor 401', async () => {
    const project = await create(owner);
    expect((await api.call(owner, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(403);
    expect((await api.call(other, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(403);
    expect((await api.call(null, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(401);
    expect((await detail(admin, project.id)).canDelete).toBe(true);
    await notifyAbout(t.database.db, owner.id, { project_id: project.id });
    expect((await api.call(admin, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(204);
    expect(await notificationsAbout(t.database.db, { project_id: project.id })).toBe(0);
    expect((await api.call(owner, 'GET', `/projects/${project.id}`)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(rows).toHaveLength(0);
  });

  it('shows a draft to its owner and admins only', async () => {
    const draft = await create(owner, { status: 'draft' });
    expect((await api.call(owner, 'GET', `/projects/${draft.id}`)).statusCode).toBe(200);
    expect((await api.call(admin, 'GET', `/projects/${draft.id}`)).statusCode).toBe(200);
    expect((await api.call(other, 'GET', `/projects/${draft.id}`)).statusCode).toBe(404);
    expect((await api.call(null, 'GET', `/projects/${draft.id}`)).statusCode).toBe(404);
    expect(
      (await api.call(other, 'POST', `/projects/${draft.id}/comments`, { content: 'Bonjour' })).statusCode,
    ).toBe(404);
  });
});

describe('participants', () => {
  it('asks, is notified both ways, is approved, then publishes news the others hear of', async () => {
    const project = await create(owner);
    const member = await api.member('Kofi Mensah');

    // Not a participant yet: no news.
    const early = await api.call(member, 'POST', `/projects/${project.id}/updates`, { content: 'Salut' });
    expect(early.statusCode).toBe(403);
    expect(errorOf(early).error.code).toBe('project_news_forbidden');

    const asked = await api.call(member, 'POST', `/projects/${project.id}/participation`, {
      message: 'Je suis électricien.',
    });
    expect(asked.statusCode).toBe(201);
    expect((asked.json() as ProjectDetail).viewerMembership?.status).toBe('pending');
    const again = await api.call(member, 'POST', `/projects/${project.id}/participation`, { message: null });
    expect(again.statusCode).toBe(409);
    expect(await notificationsOf(owner.id, 'project_join_request')).toHaveLength(1);

    // Only the owner (or an admin) reads and answers the requests.
    expect((await api.call(other, 'GET', `/projects/${project.id}/join-requests`)).statusCode).toBe(403);
    const pending = (
      await api.call(owner, 'GET', `/projects/${project.id}/join-requests`)
    ).json() as ProjectJoinRequestPage;
    expect(pending.items).toHaveLength(1);
    const request = pending.items[0] as ProjectJoinRequest;
    expect(request).toMatchObject({
      person: { id: member.id },
      message: 'Je suis électricien.',
      status: 'pending',
    });
    expect((await detail(owner, project.id)).pendingCount).toBe(1);
    const foreign = await api.call(
      other,
      'POST',
      `/projects/${project.id}/join-requests/${request.id}/approve`,
    );
    expect(foreign.statusCode).toBe(403);

    const approved = await api.call(
      owner,
      'POST',
      `/projects/${project.id}/join-requests/${request.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as ProjectJoinRequest).status).toBe('accepted');
    expect(await notificationsOf(member.id, 'project_join_approved')).toHaveLength(1);
    const twice = await api.call(owner, 'POST', `/projects/${project.id}/join-requests/${request.id}/refuse`);
    expect(twice.statusCode).toBe(409);

    const seen = await detail(member, project.id);
    expect(seen).toMatchObject({
      participantCount: 2,
      canPostNews: true,
      viewerMembership: { status: 'accepted' },
    });
    expect(seen.participants.map((p) => p.id)).toEqual([owner.id, member.id]);
    const participants = (
      await api.call(null, 'GET', `/projects/${project.id}/participants`)
    ).json() as ProjectParticipantPage;
    expect(participants.items.map((p) => p.person.id)).toEqual([owner.id, member.id]);

    const news = await api.call(member, 'POST', `/projects/${project.id}/updates`, {
      content: 'Les panneaux sont posés.',
    });
    expect(news.statusCode).toBe(201);
    expect(await notificationsOf(owner.id, 'project_update')).toHaveLength(1);
    expect(await notificationsOf(member.id, 'project_update')).toHaveLength(0);

    // Leaving frees the seat; the owner cannot leave.
    expect((await api.call(owner, 'DELETE', `/projects/${project.id}/participation`)).statusCode).toBe(409);
    const left = await api.call(member, 'DELETE', `/projects/${project.id}/participation`);
    expect(left.json() as ProjectDetail).toMatchObject({ participantCount: 1, viewerMembership: null });
  });

  it('refuses a request, tells the requester, and keeps the answer', async () => {
    const project = await create(owner);
    const member = await api.member('Aminata Sow');
    await api.call(member, 'POST', `/projects/${project.id}/participation`, { message: null });
    const [request] = (
      (await api.call(owner, 'GET', `/projects/${project.id}/join-requests`)).json() as ProjectJoinRequestPage
    ).items;
    const refused = await api.call(
      owner,
      'POST',
      `/projects/${project.id}/join-requests/${request?.id}/refuse`,
    );
    expect((refused.json() as ProjectJoinRequest).status).toBe('refused');
    expect(await notificationsOf(member.id, 'project_join_refused')).toHaveLength(1);
    expect((await detail(member, project.id)).viewerMembership?.status).toBe('refused');
    expect(
      (await api.call(member, 'POST', `/projects/${project.id}/participation`, { message: null })).statusCode,
    ).toBe(409);
    expect((await detail(owner, project.id)).participantCount).toBe(1);
  });

  it("a request withdrawn before its answer leaves the owner's bell; other requests stay", async () => {
    const project = await create(owner);
    const [first, second] = [await api.member('Ibrahim Traoré'), await api.member('Nafi Ndiaye')];
    for (const asker of [first, second]) {
      await api.call(asker, 'POST', `/projects/${project.id}/participation`, { message: null });
    }
    const askers = async () =>
      (await notificationsOf(owner.id, 'project_join_request'))
        .filter((n) => (n.data as { project_id?: string }).project_id === project.id)
        .map((n) => n.causedBy);
    expect(await askers()).toHaveLength(2);
    expect((await api.call(first, 'DELETE', `/projects/${project.id}/participation`)).statusCode).toBe(200);
    expect(await askers()).toEqual([second.id]);
  });
});

describe('news and comments', () => {
  it('pages comments oldest first by keyset and news newest first', async () => {
    const project = await create(owner);
    for (let i = 0; i < 23; i++) {
      const res = await api.call(other, 'POST', `/projects/${project.id}/comments`, {
        content: `Commentaire ${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await notificationsOf(owner.id, 'project_comment')).not.toHaveLength(0);
    const first = (await api.call(null, 'GET', `/projects/${project.id}/comments`)).json() as ProjectPostPage;
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.content).toBe('Commentaire 0');
    expect(first.items[0]?.canDelete).toBe(false);
    const second = (
      await api.call(null, 'GET', `/projects/${project.id}/comments?cursor=${first.nextCursor}`)
    ).json() as ProjectPostPage;
    expect(second.items.map((c) => c.content)).toEqual([
      'Commentaire 20',
      'Commentaire 21',
      'Commentaire 22',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await api.call(null, 'GET', `/projects/${project.id}/comments?cursor=abc`)).statusCode).toBe(400);

    await api.call(owner, 'POST', `/projects/${project.id}/updates`, { content: 'Première' });
    await api.call(owner, 'POST', `/projects/${project.id}/updates`, { content: 'Seconde' });
    const news = (await api.call(null, 'GET', `/projects/${project.id}/updates`)).json() as ProjectPostPage;
    expect(news.items.map((n) => n.content)).toEqual(['Seconde', 'Première']);
  });

  it('deletes a comment by its author or the owner, not by another member; blank text is refused', async () => {
    const project = await create(owner);
    const third = await api.member('Ibrahim Keita');
    const comment = (
      await api.call(other, 'POST', `/projects/${project.id}/comments`, { content: 'Bravo' })
    ).json() as ProjectPost;
    expect(comment.canDelete).toBe(true);
    const quoting = (id: string) => notificationsAbout(t.database.db, { project_post_id: id });
    expect(await quoting(comment.id)).toBe(1);
    const intruder = await api.call(third, 'DELETE', `/project-comments/${comment.id}`);
    expect(intruder.statusCode).toBe(403);
    expect((await api.call(null, 'DELETE', `/project-comments/${comment.id}`)).statusCode).toBe(401);
    expect((await api.call(owner, 'DELETE', `/project-comments/${comment.id}`)).statusCode).toBe(204);
    // The owner's bell no longer quotes it.
    expect(await quoting(comment.id)).toBe(0);
    expect((await api.call(other, 'DELETE', `/project-comments/${comment.id}`)).statusCode).toBe(404);
    const blank = await api.call(other, 'POST', `/projects/${project.id}/comments`, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).error.details?.[0]?.message).toBe('Le texte est obligatoire.');

    // A participant hears of the news; deleted, it leaves their bell.
    await api.call(third, 'POST', `/projects/${project.id}/participation`, { message: null });
    const [asked] = (
      (await api.call(owner, 'GET', `/projects/${project.id}/join-requests`)).json() as ProjectJoinRequestPage
    ).items;
    await api.call(owner, 'POST', `/projects/${project.id}/join-requests/${asked?.id}/approve`);
    const news = (
      await api.call(owner, 'POST', `/projects/${project.id}/updates`, { content: 'Étape 1' })
    ).json() as ProjectPost;
    expect(await quoting(news.id)).toBe(1);
    expect((await api.call(other, 'DELETE', `/project-updates/${news.id}`)).statusCode).toBe(403);
    expect((await api.call(admin, 'DELETE', `/project-updates/${news.id}`)).statusCode).toBe(204);
    expect(await quoting(news.id)).toBe(0);
  });

  it('takes no news, comment or request on an archived project', async () => {
    const project = await create(owner, { status: 'archived' });
    expect((await detail(other, project.id)).canComment).toBe(false);
    for (const [url, payload] of [
      ['comments', { content: 'Bonjour' }],
      ['updates', { content: 'Bonjour' }],
      ['participation', { message: null }],
    ] as const) {
      const res = await api.call(
        url === 'updates' ? owner : other,
        'POST',
        `/projects/${project.id}/${url}`,
        payload,
      );
      expect(res.statusCode, url).toBe(409);
      expect(errorOf(res).error.code).toBe('project_archived');
    }
  });
});

describe('the cover', () => {
  const putCover = (user: CreatedUser | null, id: string, content: Buffer, name = 'cover.png') =>
    api.upload(user, `/projects/${id}/cover`, name, content, 'image/png', 'PUT');
  const fileOf = (url: string) => publicFileOf(t, url);

  it('is typed by its bytes, re-encoded, replaced and removed by the owner', async () => {
    const project = await create(owner);
    const first = (await putCover(owner, project.id, await image('png', 2400, 800))).json() as ProjectDetail;
    expect(first.coverImageUrl).toMatch(new RegExp(`^/storage/media/projects/${project.id}/`));
    expect(existsSync(fileOf(first.coverImageUrl ?? ''))).toBe(true);
    const second = (await putCover(owner, project.id, await image('jpeg'))).json() as ProjectDetail;
    expect(existsSync(fileOf(first.coverImageUrl ?? ''))).toBe(false);
    const removed = (
      await api.call(owner, 'DELETE', `/projects/${project.id}/cover`)
    ).json() as ProjectDetail;
    expect(removed.coverImageUrl).toBeNull();
    expect(existsSync(fileOf(second.coverImageUrl ?? ''))).toBe(false);
  });

  it('refuses another member (403), a visitor (401) and a file that is not an image (415, the spec text)', async () => {
    const project = await create(owner);
    expect((await putCover(other, project.id, await image())).statusCode).toBe(403);
    expect((await putCover(null, project.id, await image())).statusCode).toBe(401);
    const text = await putCover(owner, project.id, Buffer.from('pas une image'), 'cover.txt');
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).error.message).toBe('Veuillez télécharger un fichier image');
    expect((await detail(owner, project.id)).coverImageUrl).toBeNull();
  });
});

describe('share preview', () => {
  it('renders a published project into the HTML of /projects/{id}, never a draft', async () => {
    const project = await create(owner, { title: 'École numérique <Bamako>' });
    const draft = await create(owner, { title: 'Projet secret', status: 'draft' });
    await withWebApp(t, async (app) => {
      const res = await app.inject({ method: 'GET', url: `/projects/${project.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('property="og:title"');
      expect(res.body).toContain('École numérique &lt;Bamako&gt;');
      expect(res.body).toContain('énergie, agriculture. Une coopérative');
      const hidden = await app.inject({ method: 'GET', url: `/projects/${draft.id}` });
      expect(hidden.body).not.toContain('Projet secret');
    });
  });
});
