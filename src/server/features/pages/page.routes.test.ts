import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { protectedPageSlugs } from '../../../common/contracts/pages';
import { buildApp } from '../../app';
import { contactMessages, staticPages } from '../../db/schema';
import { seedReference } from '../../db/seed/reference';
import { staticPageSeeds } from '../../db/seed/static-pages';
import { callFromAnywhere, type Method } from '../../test/api-client';
import { type CreatedUser, createUser, mailsTo, uniqueEmail, uniqueIp } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { withWebApp } from '../../test/web-app';

const t = testAppForFile();

describe('static pages', () => {
  // Every page the footer links to, and each area's help page.
  it.each([...protectedPageSlugs, 'network', 'blog', 'mentor', 'projets', 'events', 'emplois'])(
    'seeds /page/%s with French content',
    async (slug) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.titre.length).toBeGreaterThan(3);
      expect(page.contenuHtml).toContain('<h2>');
      expect(page.metaDescription?.length).toBeGreaterThan(50);
    },
  );

  it('answers an unknown page with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pages/nulle-part' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('hides an unpublished page from visitors and members, not from admins', async () => {
    await t.database.db.update(staticPages).set({ published: false }).where(eq(staticPages.slug, 'help'));
    const member = await createUser(t.app, t.database.db);
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pages/help' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/pages/help', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/pages/help', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(200);
    await t.database.db.update(staticPages).set({ published: true }).where(eq(staticPages.slug, 'help'));
  });

  it('keeps an admin edit when the reference seed runs again', async () => {
    await t.database.db.update(staticPages).set({ titre: 'CGU revues' }).where(eq(staticPages.slug, 'terms'));
    await t.app.services.pageService.seed();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pages/terms' })).json().titre).toBe(
      'CGU revues',
    );
  });

  it('stores seeded HTML cleaned', () => {
    for (const page of staticPageSeeds) expect(page.contenuHtml).not.toMatch(/<script|onerror=|javascript:/i);
  });
});

describe('share previews', () => {
  it('renders the page title and description into the HTML of /page/{slug}', async () => {
    await withWebApp(t, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/page/a-propos' });
      expect(res.statusCode).toBe(200);
      const seed = staticPageSeeds.find((p) => p.slug === 'a-propos');
      expect(res.body).toContain(`<title>${seed?.metaTitle.replace(/'/g, "'")}`);
      expect(res.body).toContain('property="og:title"');
      expect(res.body).toContain('og:description');
      expect(res.body.match(/name="description"/g)).toHaveLength(1);

      const other = await app.inject({ method: 'GET', url: '/une/route/du/client' });
      expect(other.body).toContain('<title>Sankofa</title>');
      const api = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('not_found');
    });
  });
});

describe('footer content', () => {
  it('lists social links in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/social-links' });
    const items = res.json().items;
    expect(items.map((i: { icon: string }) => i.icon)).toEqual(['linkedin', 'facebook', 'instagram', 'x']);
  });
});

describe('/admin/static-pages', () => {
  let editor: CreatedUser;
  const callAs = callFromAnywhere(t, '/api/v1/admin/static-pages');
  const call = (method: Method, url: string, payload?: object, user?: CreatedUser) =>
    callAs(user ?? editor, method, url, payload);
  const page = (overrides: Record<string, unknown> = {}) => ({
    titre: 'Événements à venir',
    contenuHtml: '<h2>Agenda</h2><p>Bientôt.</p>',
    metaTitle: 'Agenda',
    metaDescription: 'Les rendez-vous de la communauté.',
    published: true,
    ...overrides,
  });

  beforeAll(async () => {
    // A content manager edits pages (decision 1).
    editor = await createUser(t.app, t.database.db, { role: 'contentmanager' });
  });

  it('creates a page with a slug derived from its title, lists it, and visitors read it', async () => {
    const created = await call('POST', '', page());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'evenements-a-venir',
      titre: 'Événements à venir',
      isProtected: false,
    });
    const list = (await call('GET', '')).json().items;
    expect(list[0].slug).toBe('evenements-a-venir');
    const terms = list.find((row: { slug: string }) => row.slug === 'terms');
    expect(terms.isProtected).toBe(true);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/pages/evenements-a-venir' });
    expect(read.json()).toMatchObject({ titre: 'Événements à venir', metaTitle: 'Agenda' });
    const again = await call('POST', '', page());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('slug_taken');
  });

  it('refuses a missing title and a bad slug with French messages', async () => {
    const blank = await call('POST', '', page({ titre: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].message).toBe('Le titre est requis');
    const bad = await call('POST', '', page({ slug: 'Pas Un Slug' }));
    expect(bad.json().error.details[0].message).toMatch(/slug/i);
    const symbols = await call('POST', '', page({ titre: '!!!' }));
    expect(symbols.statusCode).toBe(400);
  });

  it('stores every saved HTML through the sanitiser', async () => {
    const payload =
      '<h2 onclick="alert(1)">Titre</h2><script>alert(1)</script><p style="color:red">texte <a href="javascript:alert(1)">x</a></p><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg><img src="x" onerror="alert(1)">';
    const created = await call('POST', '', page({ titre: 'Piège', contenuHtml: payload }));
    expect(created.statusCode).toBe(201);
    const stored = (await t.database.db.select().from(staticPages).where(eq(staticPages.slug, 'piege')))[0];
    expect(stored?.contenuHtml).toBe('<h2>Titre</h2><p>texte <a>x</a></p>');
  });

  it('saves, renames and deletes a page; a footer page is edited but never renamed nor deleted', async () => {
    await call('POST', '', page({ titre: 'Brouillon', slug: 'brouillon' }));
    const renamed = await call(
      'PUT',
      '/brouillon',
      page({ titre: 'Publié', slug: 'publie', published: false }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: 'publie', published: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pages/publie' })).statusCode).toBe(404);
    expect((await call('GET', '/publie')).json().titre).toBe('Publié');
    expect((await call('DELETE', '/publie')).statusCode).toBe(200);
    expect((await call('GET', '/publie')).statusCode).toBe(404);

    const terms = (await call('GET', '/terms')).json();
    const edited = await call('PUT', '/terms', {
      ...terms,
      titre: 'CGU 2026',
      contenuHtml: '<p>Nouvelles CGU</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await call('PUT', '/terms', { ...terms, slug: 'cgu' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('page_protected');
    const removed = await call('DELETE', '/terms');
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('page_protected');
    const taken = await call('PUT', '/evenements-a-venir', page({ slug: 'privacy' }));
    expect(taken.json().error.code).toBe('slug_taken');
  });

  it('refuses a moderateur', async () => {
    const moderateur = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await call('GET', '', undefined, moderateur)).statusCode).toBe(403);
  });

  it('runs the reference seed once per install: a deleted seeded page stays deleted after a restart', async () => {
    expect((await call('DELETE', '/emplois')).statusCode).toBe(200);
    // A restart: a new app on the same database, seeded as at every start.
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await seedReference(restarted);
      const res = await restarted.inject({ method: 'GET', url: '/api/v1/pages/emplois' });
      expect(res.statusCode).toBe(404);
    } finally {
      await restarted.close();
    }
  });
});

describe('the FAQ', () => {
  let editor: CreatedUser;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/faq${url}`,
      headers: { cookie: editor.cookie },
      payload: payload as object | undefined,
      remoteAddress: uniqueIp(),
    });
  beforeAll(async () => {
    editor = await createUser(t.app, t.database.db, { role: 'contentmanager' });
  });

  it('is seeded once, in order, and read by visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/faq' });
    const items = res.json().items;
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items[0].question).toBe("Qu'est-ce que Sankofa ?");
    const orders = items.map((item: { order: number }) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('requires a question and an answer (‘Question et réponse obligatoires’)', async () => {
    const blank = await call('POST', '', { question: ' ', answer: '<p>x</p>', order: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].message).toBe('Question et réponse obligatoires');
    const empty = await call('POST', '', { question: 'Q ?', answer: '<p></p>', order: 1 });
    expect(empty.json().error.details[0].message).toBe('Question et réponse obligatoires');
  });

  it('creates, orders, edits and deletes, the answer sanitised', async () => {
    const created = await call('POST', '', {
      question: 'Faut-il un compte ?',
      answer: '<p onclick="x()">Non <script>alert(1)</script><a href="javascript:x()">lien</a></p>',
      order: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().answer).toBe('<p>Non <a>lien</a></p>');
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/faq' })).json().items[0];
    expect(first.question).toBe('Faut-il un compte ?');
    const id = created.json().id;
    const edited = await call('PUT', `/${id}`, {
      question: 'Faut-il un compte ?',
      answer: '<p>Oui.</p>',
      order: 999,
    });
    expect(edited.json()).toMatchObject({ answer: '<p>Oui.</p>', order: 999 });
    const last = (await t.app.inject({ method: 'GET', url: '/api/v1/faq' })).json().items.at(-1);
    expect(last.id).toBe(id);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
  });
});

describe('the contact form', () => {
  const send = (payload: Record<string, unknown>, ip = uniqueIp(), cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
    });
  const valid = (email: string) => ({
    domain: 'Support technique',
    email,
    subject: 'Connexion impossible',
    message: 'Bonjour,\nje ne reçois pas le lien.',
  });

  it('refuses a missing domain, subject or message in French, and a honeypot', async () => {
    const noDomain = await send({ ...valid('a@example.com'), domain: '' });
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json().error.details[0].message).toBe('Veuillez choisir un domaine de contact.');
    const robot = await send({ ...valid('a@example.com'), honeypot: 'x' });
    expect(robot.json().error.message).toBe('Erreur de validation.');
  });

  it("mails the admin addresses with the sender as Reply-To, and a copy to a member's own address", async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const member = await createUser(t.app, t.database.db);
    const typed = 'autre-adresse@example.com';
    const res = await send({ ...valid(typed), subject: 'Connexion impossible' }, uniqueIp(), member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [toAdmin] = await mailsTo(t.database.db, admin.email, 'contact_message');
    expect(toAdmin?.subject).toBe('[Contact · Support technique] Connexion impossible');
    expect(toAdmin?.text).toContain('je ne reçois pas le lien.');
    expect(toAdmin?.link).toContain(`mailto:${typed}`);
    // The copy goes to the account's verified address, never to the typed one.
    const [copy] = await mailsTo(t.database.db, member.email, 'contact_copy');
    expect(copy?.text).toContain('je ne reçois pas le lien.');
    expect(await mailsTo(t.database.db, typed)).toHaveLength(0);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, member.id));
    expect(stored).toMatchObject({ email: typed, domain: 'Support technique' });
  });

  it('relays nothing to the address a visitor typed: the team gets it, the typed address nothing (issue 33)', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const victim = uniqueEmail('victime');
    const spam = { ...valid(victim), message: 'Gagnez 1000 € : https://spam.example/offre' };
    expect((await send(spam)).statusCode).toBe(200);
    expect(await mailsTo(t.database.db, victim)).toHaveLength(0);
    const [toAdmin] = await mailsTo(t.database.db, admin.email, 'contact_message');
    expect(toAdmin?.text).toContain('spam.example');
  });

  it("keeps the subject on one line and the mail free of the visitor's HTML; refuses an address list", async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const stamp = uniqueEmail('x').slice(2, 12);
    const injected = await send({
      ...valid('a@example.com'),
      subject: `Bonjour ${stamp}\r\nBcc: cible@example.com\n<b>gras</b>`,
      message: '<a href="https://spam.example">clic</a>',
    });
    expect(injected.statusCode, injected.body).toBe(200);
    const [mail] = await mailsTo(t.database.db, admin.email, 'contact_message');
    expect(mail?.subject).toBe(
      `[Contact · Support technique] Bonjour ${stamp} Bcc: cible@example.com <b>gras</b>`,
    );
    expect(mail?.html).not.toContain('<a href="https://spam.example">');
    expect(mail?.html).toContain('&lt;a href=&quot;https://spam.example&quot;&gt;clic&lt;/a&gt;');
    for (const email of ['a@example.com,b@example.com', 'a@example.com?body=spam', '"a;b"@example.com']) {
      expect((await send(valid(email))).statusCode, email).toBe(400);
    }
    const tooLong = await send({ ...valid('a@example.com'), subject: 'x'.repeat(201) });
    expect(tooLong.json().error.details[0].message).toBe('Le sujet ne peut pas dépasser 200 caractères.');
  });

  it('limits messages per IP', async () => {
    const ip = uniqueIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await send(valid(`limite${i}@example.com`), ip)).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });
});

describe('/admin/social-links', () => {
  let admin: CreatedUser;
  const callAs = callFromAnywhere(t, '/api/v1/admin/social-links');
  const call = (method: Method, url: string, payload?: object, user?: CreatedUser) =>
    callAs(user ?? admin, method, url, payload);
  beforeAll(async () => {
    admin = await createUser(t.app, t.database.db, { role: 'admin' });
  });

  it('requires a name and an http(s) URL (‘Nom et URL obligatoires’)', async () => {
    const blank = await call('POST', '', { name: '', url: 'https://x.example', icon: '', order: 1 });
    expect(blank.json().error.details[0].message).toBe('Nom et URL obligatoires');
    const script = await call('POST', '', { name: 'X', url: 'javascript:alert(1)', icon: 'x', order: 1 });
    expect(script.statusCode).toBe(400);
  });

  it('adds, orders, edits and deletes a link; the footer reads it; a content manager may not', async () => {
    const created = await call('POST', '', {
      name: 'TikTok',
      url: 'https://www.tiktok.com/@sankofa',
      icon: 'tiktok',
      order: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const footer = (await t.app.inject({ method: 'GET', url: '/api/v1/social-links' })).json().items;
    expect(footer[0]).toMatchObject({ name: 'TikTok', icon: 'tiktok' });
    const edited = await call('PUT', `/${id}`, {
      name: 'TikTok',
      url: 'https://www.tiktok.com/@sankofa.org',
      icon: '',
      order: 99,
    });
    expect(edited.json()).toMatchObject({ icon: null, order: 99 });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
    const manager = await createUser(t.app, t.database.db, { role: 'contentmanager' });
    expect((await call('GET', '', undefined, manager)).statusCode).toBe(403);
  });
});
