/** Event routes: creating and editing an event, the list, comments, the .ics file, the reminder and the share preview. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventCommentPage, EventDetail, EventPage } from '../../../common/contracts/events';
import { blogCategories, events } from '../../db/schema';
import { createUser, mailsTo } from '../../test/factories';
import { errorOf } from '../feed/feed-test-support';
import { eventTestApp, inDays } from './event-test-support';

const { t, api, body, create, notificationsOf } = eventTestApp();

describe('creating and editing an event', () => {
  it('creates an event with its derived place and categories, and tells the admins', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const awa = await api.member('Awa Diop');
    const [category] = await t.database.db.select().from(blogCategories).limit(1);
    const event = await create(awa, { categoryIds: category ? [category.id] : [] });
    expect(event).toMatchObject({
      title: 'Rencontre des entrepreneurs de la diaspora',
      type: 'presentiel',
      location: 'Paris, France',
      place: { ville: 'Paris', pays: 'France', country_code: 'FR', lat: 48.85, lon: 2.35 },
      capacity: 50,
      participantCount: 0,
      isFull: false,
      canEdit: true,
      creator: { id: awa.id, fullName: 'Awa Diop' },
      registration: { state: 'none' },
    });
    expect(event.categories).toEqual(category ? [{ id: category.id, name: category.name }] : []);
    const [told] = await notificationsOf(admin.id, 'event_created');
    expect(told?.data).toMatchObject({ event_id: event.id, author_name: 'Awa Diop' });

    const visitor = await api.call(null, 'GET', `/events/${event.id}`);
    expect(visitor.statusCode).toBe(200);
    expect((visitor.json() as EventDetail).canEdit).toBe(false);
  });

  it('answers the spec’s texts for a bad form', async () => {
    const awa = await api.member('Awa Diop');
    const noAddress = await api.call(awa, 'POST', '/events', body({ type: 'hybride', adresse: null }));
    expect(noAddress.statusCode).toBe(400);
    expect(errorOf(noAddress).error.details).toContainEqual(
      expect.objectContaining({
        path: 'adresse',
        message: "L'adresse complète est requise pour un événement présentiel ou hybride.",
      }),
    );
    const online = await api.call(
      awa,
      'POST',
      '/events',
      body({ type: 'en_ligne', adresse: null, place: null }),
    );
    expect(online.statusCode).toBe(400);
    expect(errorOf(online).error.details?.map((d) => d.path)).toEqual(['onlineUrl']);

    const tooMany = await api.call(
      awa,
      'POST',
      '/events',
      body({ categoryIds: Array.from({ length: 5 }, () => crypto.randomUUID()) }),
    );
    expect(errorOf(tooMany).error.details?.[0]?.message).toBe(
      'Vous ne pouvez sélectionner que 4 catégories maximum.',
    );
    const unknown = await api.call(awa, 'POST', '/events', body({ categoryIds: [crypto.randomUUID()] }));
    expect(errorOf(unknown).error.details?.[0]?.path).toBe('categoryIds');

    const backwards = await api.call(
      awa,
      'POST',
      '/events',
      body({ startDate: inDays(3).toISOString(), endDate: inDays(2).toISOString() }),
    );
    expect(errorOf(backwards).error.details?.[0]?.path).toBe('endDate');
    const past = await api.call(
      awa,
      'POST',
      '/events',
      body({ startDate: inDays(-2).toISOString(), endDate: inDays(-2, 20).toISOString() }),
    );
    expect(errorOf(past).error.details?.[0]?.message).toBe('Le début ne peut pas être dans le passé.');
    const badMail = await api.call(
      awa,
      'POST',
      '/events',
      body({ organizerEmail: 'pas-un-mail', capacity: 0 }),
    );
    expect(
      errorOf(badMail)
        .error.details?.map((d) => d.path)
        .sort(),
    ).toEqual(['capacity', 'organizerEmail']);

    const onlineOk = await create(awa, {
      type: 'en_ligne',
      adresse: null,
      place: null,
      onlineUrl: 'https://meet.example.com/sankofa',
      capacity: null,
    });
    expect(onlineOk).toMatchObject({ location: 'En ligne', place: null, capacity: null });
  });

  it('refuses an edit that moves the start into the past, and keeps a past event editable as it is', async () => {
    const awa = await api.member('Awa Diop');
    const event = await create(awa);
    const moved = await api.call(
      awa,
      'PATCH',
      `/events/${event.id}`,
      body({ startDate: inDays(-400).toISOString(), endDate: inDays(-400, 21).toISOString() }),
    );
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved).error.details?.[0]).toMatchObject({
      path: 'startDate',
      message: 'Le début ne peut pas être dans le passé.',
    });
    const [kept] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(kept?.startDate.toISOString()).toBe(event.startDate);

    // Nor to a year nobody plans in (a typo such as 20266 becomes 9999 in a date field).
    const far = await api.call(
      awa,
      'PATCH',
      `/events/${event.id}`,
      body({ startDate: '9999-06-01T18:00:00Z', endDate: '9999-06-01T21:00:00Z' }),
    );
    expect(far.statusCode).toBe(400);
    expect(errorOf(far).error.details?.[0]).toMatchObject({
      path: 'startDate',
      message: 'Indiquez une date comprise entre 1900 et les dix prochaines années.',
    });

    // An event already started (or over) keeps its start: its text can still be corrected.
    const started = { startDate: inDays(-1), endDate: inDays(1) };
    await t.database.db.update(events).set(started).where(eq(events.id, event.id));
    const corrected = await api.call(
      awa,
      'PATCH',
      `/events/${event.id}`,
      body({
        title: 'Titre corrigé',
        startDate: started.startDate.toISOString(),
        endDate: started.endDate.toISOString(),
      }),
    );
    expect(corrected.statusCode).toBe(200);
    expect((corrected.json() as EventDetail).title).toBe('Titre corrigé');
  });

  it('lets only the creator (or an admin) edit and delete; a visitor gets 401', async () => {
    const awa = await api.member('Awa Diop');
    const moussa = await api.member('Moussa Ndiaye');
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const event = await create(awa);

    expect((await api.call(null, 'POST', '/events', body())).statusCode).toBe(401);
    expect((await api.call(null, 'PATCH', `/events/${event.id}`, body())).statusCode).toBe(401);
    expect((await api.call(null, 'PUT', `/events/${event.id}/registration`)).statusCode).toBe(401);
    expect(
      (await api.call(null, 'POST', `/events/${event.id}/comments`, { content: 'Bonjour' })).statusCode,
    ).toBe(401);

    const foreign = await api.call(moussa, 'PATCH', `/events/${event.id}`, body({ title: 'Piraté' }));
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).error).toMatchObject({
      code: 'event_forbidden',
      message: "Vous n'êtes pas autorisé à modifier cet événement.",
    });
    expect((await api.call(moussa, 'DELETE', `/events/${event.id}`)).statusCode).toBe(403);
    expect((await api.call(moussa, 'DELETE', `/events/${event.id}/cover`)).statusCode).toBe(403);
    const [kept] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(kept?.title).toBe(event.title);

    const edited = await api.call(awa, 'PATCH', `/events/${event.id}`, body({ title: 'Nouveau titre' }));
    expect((edited.json() as EventDetail).title).toBe('Nouveau titre');
    const byAdmin = await api.call(admin, 'PATCH', `/events/${event.id}`, body({ title: 'Titre corrigé' }));
    expect(byAdmin.statusCode).toBe(200);

    const missing = await api.call(awa, 'GET', `/events/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error.message).toBe('Événement introuvable.');
  });

  it('deletes an event and tells the people registered; what named it leaves the bells', async () => {
    const awa = await api.member('Awa Diop');
    const moussa = await api.member('Moussa Ndiaye');
    const event = await create(awa);
    await api.call(moussa, 'PUT', `/events/${event.id}/registration`);
    expect(await notificationsOf(awa.id, 'event_registration')).toHaveLength(1);
    expect((await api.call(awa, 'DELETE', `/events/${event.id}`)).statusCode).toBe(204);
    expect((await api.call(null, 'GET', `/events/${event.id}`)).statusCode).toBe(404);
    expect(await notificationsOf(moussa.id, 'event_cancelled')).toHaveLength(1);
    expect(await notificationsOf(awa.id, 'event_registration')).toEqual([]);
  });
});

describe('the list', () => {
  it('shows upcoming events the next first, filters in SQL, and past ones on their own', async () => {
    const awa = await api.member('Awa Diop');
    const tag = `zq${Date.now().toString(36)}`;
    const later = await create(awa, {
      title: `Atelier ${tag} numérique`,
      startDate: inDays(20).toISOString(),
      endDate: inDays(20, 20).toISOString(),
    });
    const sooner = await create(awa, {
      title: `Conférence ${tag}`,
      startDate: inDays(5).toISOString(),
      endDate: inDays(5, 20).toISOString(),
      place: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN' },
    });
    const past = await create(awa, { title: `Forum ${tag} passé` });
    await t.database.db
      .update(events)
      .set({ startDate: inDays(-3), endDate: inDays(-3, 21) })
      .where(eq(events.id, past.id));

    const list = async (query: string) => {
      const res = await api.call(null, 'GET', `/events?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as EventPage;
    };
    const upcoming = await list(`q=${tag}`);
    expect(upcoming.items.map((item) => item.id)).toEqual([sooner.id, later.id]);
    expect(upcoming.pageSize).toBe(12);
    expect((await list(`q=${tag}&location=dakar`)).items.map((item) => item.id)).toEqual([sooner.id]);
    expect((await list(`q=${tag}&location=SN`)).items.map((item) => item.id)).toEqual([sooner.id]);
    expect((await list(`q=${tag} numerique`)).items.map((item) => item.id)).toEqual([later.id]);
    const from = inDays(10).toISOString().slice(0, 10);
    expect((await list(`q=${tag}&from=${from}`)).items.map((item) => item.id)).toEqual([later.id]);
    expect((await list(`q=${tag}&when=past`)).items.map((item) => item.id)).toEqual([past.id]);
    // A day the calendar does not have is refused, not read as the next month's.
    expect((await api.call(null, 'GET', `/events?from=2027-02-31`)).statusCode).toBe(400);
    expect((await list('q=rienquicorresponde')).items).toEqual([]);
  });

  it('pages by 12 and the sidebar shows the next 3 not started', async () => {
    const awa = await api.member('Awa Diop');
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 13; i++) {
      await create(awa, {
        title: `Série ${tag} ${i}`,
        startDate: inDays(1 + i / 100).toISOString(),
        endDate: inDays(2).toISOString(),
      });
    }
    const first = (await api.call(null, 'GET', `/events?q=${tag}`)).json() as EventPage;
    expect(first).toMatchObject({ total: 13, totalPages: 2 });
    expect(first.items).toHaveLength(12);
    const second = (await api.call(null, 'GET', `/events?q=${tag}&page=2`)).json() as EventPage;
    expect(second.items).toHaveLength(1);

    const sidebar = (await api.call(null, 'GET', '/events/upcoming')).json() as {
      items: { startDate: string }[];
    };
    expect(sidebar.items).toHaveLength(3);
    const starts = sidebar.items.map((item) => Date.parse(item.startDate));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts.every((at) => at >= Date.now())).toBe(true);
  });
});

describe('comments', () => {
  it('adds comments, pages them, and lets the author or the creator delete them', async () => {
    const awa = await api.member('Awa Diop');
    const moussa = await api.member('Moussa Ndiaye');
    const fatou = await api.member('Fatou Sow');
    const event = await create(awa);
    const added = await api.call(moussa, 'POST', `/events/${event.id}/comments`, {
      content: 'Hâte d’y être !',
    });
    expect(added.statusCode).toBe(201);
    const comment = added.json() as { id: string; canDelete: boolean };
    expect(comment.canDelete).toBe(true);
    const blank = await api.call(moussa, 'POST', `/events/${event.id}/comments`, { content: '   ' });
    expect(blank.statusCode).toBe(400);

    const page = (await api.call(null, 'GET', `/events/${event.id}/comments`)).json() as EventCommentPage;
    expect(page).toMatchObject({ total: 1, nextCursor: null });
    expect(page.items[0]).toMatchObject({
      content: 'Hâte d’y être !',
      author: { fullName: 'Moussa Ndiaye' },
      canDelete: false,
    });

    const foreign = await api.call(fatou, 'DELETE', `/event-comments/${comment.id}`);
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).error.code).toBe('event_comment_forbidden');
    expect((await api.call(awa, 'DELETE', `/event-comments/${comment.id}`)).statusCode).toBe(204);
    expect((await api.call(moussa, 'DELETE', `/event-comments/${comment.id}`)).statusCode).toBe(404);

    for (let i = 0; i < 21; i++)
      await api.call(fatou, 'POST', `/events/${event.id}/comments`, { content: `n°${i}` });
    const first = (await api.call(null, 'GET', `/events/${event.id}/comments`)).json() as EventCommentPage;
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.content).toBe('n°0');
    const next = (
      await api.call(null, 'GET', `/events/${event.id}/comments?cursor=${first.nextCursor}`)
    ).json() as EventCommentPage;
    expect(next.items.map((item) => item.content)).toEqual(['n°20']);
    expect((await api.call(null, 'GET', `/events/${event.id}/comments?cursor=abc`)).statusCode).toBe(400);
  });
});

describe('the .ics file and the reminder', () => {
  it('is a valid iCalendar file in UTC, escaped and folded', async () => {
    const awa = await api.member('Awa Diop');
    const title =
      'Afterwork; réseau, et « apéro » — une soirée très attendue par toute la communauté de la diaspora';
    const event = await create(awa, {
      title,
      startDate: '2030-03-05T17:30:00.000Z',
      endDate: '2030-03-05T21:00:00.000Z',
    });
    // A control character (\u0001) would break the content line for calendar apps: dropped. Requests
    // lose them (lib/request-validator.ts); a title stored before that, or by hand, may hold one.
    await t.database.db
      .update(events)
      .set({ title: title.replace(';', '\u0001;') })
      .where(eq(events.id, event.id));
    const res = await api.call(null, 'GET', `/events/${event.id}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).not.toMatch(/(?![\r\n])\p{Cc}/u);
    const raw = text.split('\r\n');
    for (const line of raw) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:${event.id}@localhost:3000`);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines).toContain('DTSTART:20300305T173000Z');
    expect(lines).toContain('DTEND:20300305T210000Z');
    expect(lines).toContain(
      'SUMMARY:Afterwork\\; réseau\\, et « apéro » — une soirée très attendue par toute la communauté de la diaspora',
    );
    expect(lines).toContain('LOCATION:12 rue de la République\\, 75011\\, Paris\\, France');
    expect(lines).toContain(`URL:http://localhost:3000/events/${event.id}`);
    expect(lines).toContain('ORGANIZER;CN="Association Sankofa":mailto:contact@sankofa.example');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(raw.some((line) => line.startsWith(' '))).toBe(true);
    expect((await api.call(null, 'GET', `/events/${crypto.randomUUID()}/ics`)).statusCode).toBe(404);
  });

  it('reminds the registered members the day before, once', async () => {
    const awa = await api.member('Awa Diop');
    const moussa = await api.member('Moussa Ndiaye');
    const start = inDays(3);
    const event = await create(awa, {
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 7_200_000).toISOString(),
    });
    await api.call(moussa, 'PUT', `/events/${event.id}/registration`);
    const remind = (at: Date) => t.app.services.eventParticipation.remind(at);
    await remind(new Date(start.getTime() - 30 * 3_600_000));
    expect(await notificationsOf(moussa.id, 'event_reminder')).toHaveLength(0);
    await remind(new Date(start.getTime() - 23 * 3_600_000));
    await remind(new Date(start.getTime() - 22 * 3_600_000));
    const reminders = await notificationsOf(moussa.id, 'event_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.data).toMatchObject({ event_id: event.id });
    expect(
      (await mailsTo(t.database.db, moussa.email)).filter((m) => m.kind === 'notification_event_reminder'),
    ).toHaveLength(1);
  });

  it('gives the event page a share preview', async () => {
    const awa = await api.member('Awa Diop');
    const event = await create(awa);
    const meta = await t.app.services.events.shareMeta(event.id, 'Sankofa');
    expect(meta).toMatchObject({ title: `${event.title} | Sankofa`, path: `/events/${event.id}` });
    expect(meta?.description).toContain('Paris, France');
    expect(await t.app.services.events.shareMeta(crypto.randomUUID(), 'Sankofa')).toBeUndefined();
  });
});
