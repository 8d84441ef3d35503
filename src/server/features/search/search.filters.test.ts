import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../common/contracts/search';
import {
  appelsOffres,
  blogCategories,
  blogPostCategories,
  blogPosts,
  companies,
  companyProfessionalCategories,
  events,
  groups,
  jobOffers,
  mentors,
  professionalCategories,
  profilePrivacy,
  projects,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../../test/factories';
import { insertMember } from '../../test/network-factories';

/*
 * The results page's filters (issue 39): each kind's main filters, those of its directory, narrow the
 * page and the count of that kind only; an unknown value or another kind's filter is a 400 in French;
 * members are filtered by country, never by a city they may hide.
 */

let t: TestApp;
let awa: CreatedUser;
/** One word for the whole file: every kind holds it, so the other tabs' counts are checked too. */
const letters = () =>
  randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
const word = `zf${letters()}`;
const hiddenCity = `zv${letters()}`;
const ids = {} as Record<'sector' | 'speciality' | 'category', string>;

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const get = (query: string, user: CreatedUser | null = awa) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/search?${query}`,
    headers: { 'user-agent': browser, ...(user ? { cookie: user.cookie } : {}) },
    remoteAddress: uniqueIp(),
  });

const results = async (query: string, user: CreatedUser | null = awa): Promise<SearchResults> => {
  const response = await get(query, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const titles = (found: SearchResults) => found.items.map((item) => item.title).sort();

const future = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  awa = await createUser(t.app, t.database.db);
  const db = t.database.db;

  await insertMember(db, { fullName: `Awa ${word} Sénégal`, place: ['Dakar', 'Sénégal', 'SN'] });
  await insertMember(db, { fullName: `Awa ${word} Ivoire`, place: ['Abidjan', "Côte d'Ivoire", 'CI'] });
  // A member of Senegal whose city, the search's word, is shown to their connections only.
  const hidden = await insertMember(db, { fullName: 'Khady Ndiaye', place: [hiddenCity, 'Sénégal', 'SN'] });
  await db.insert(profilePrivacy).values({ profileId: hidden, locationVisibility: 'connections' });

  await db.insert(groups).values([
    { name: `Cercle ${word} ouvert`, description: 'Un groupe', type: 'public' },
    { name: `Cercle ${word} privé`, description: 'Un groupe', type: 'private' },
    { name: `Cercle ${word} secret`, description: 'Un groupe', type: 'secret' },
  ]);

  const [sector] = await db
    .insert(professionalCategories)
    .values({ name: `Secteur ${word}` })
    .returning();
  if (!sector) throw new Error('sector insert failed');
  const [speciality] = await db
    .insert(professionalCategories)
    .values({ name: `Spécialité ${word}`, parentId: sector.id })
    .returning();
  if (!speciality) throw new Error('speciality insert failed');
  ids.sector = sector.id;
  ids.speciality = speciality.id;
  const [dakar, abidjan] = await db
    .insert(companies)
    .values([
      { nom: `${word} Dakar`, ville: 'Dakar', pays: 'Sénégal', countryCode: 'SN' },
      { nom: `${word} Abidjan`, ville: 'Abidjan', pays: "Côte d'Ivoire", countryCode: 'CI' },
    ])
    .returning();
  if (!dakar || !abidjan) throw new Error('company insert failed');
  await db
    .insert(companyProfessionalCategories)
    .values({ companyId: abidjan.id, professionalCategoryId: speciality.id });

  const offer = (title: string, type: string, countryCode: string) => ({
    userId: awa.id,
    title,
    company: 'Kora SA',
    location: countryCode === 'SN' ? 'Dakar, Sénégal' : "Abidjan, Côte d'Ivoire",
    countryCode,
    type,
    description: 'Une offre',
    descriptionHtml: '<p>Une offre</p>',
    contact: 'rh@example.com',
  });
  await db
    .insert(jobOffers)
    .values([offer(`Ingénieure ${word}`, 'CDI', 'SN'), offer(`Stagiaire ${word}`, 'Stage', 'CI')]);

  const event = (title: string, start: Date) => ({
    title,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
    type: 'presentiel',
    location: 'Dakar',
    creatorId: awa.id,
  });
  await db
    .insert(events)
    .values([event(`Forum ${word} à venir`, future(10)), event(`Forum ${word} passé`, future(-10))]);

  const [category] = await db
    .insert(blogCategories)
    .values({ name: `Catégorie ${word}`, slug: `categorie-${word}` })
    .returning();
  if (!category) throw new Error('category insert failed');
  ids.category = category.id;
  const article = (title: string, slug: string) => ({
    title,
    slug,
    content: 'Texte',
    contentText: 'Texte',
    authorId: awa.id,
    status: 'published',
    publishedAt: new Date(),
  });
  const [classed] = await db
    .insert(blogPosts)
    .values([
      article(`Récit ${word} classé`, `recit-${word}-1`),
      article(`Récit ${word} libre`, `recit-${word}-2`),
    ])
    .returning();
  if (!classed) throw new Error('article insert failed');
  await db.insert(blogPostCategories).values({ postId: classed.id, categoryId: category.id });

  await db.insert(projects).values([
    { title: `Projet ${word} en cours`, status: 'published', ownerId: awa.id },
    { title: `Projet ${word} archivé`, status: 'archived', ownerId: awa.id },
  ]);

  const tender = (titre: string, secteur: string, statut: string) => ({
    userId: awa.id,
    titre,
    secteur,
    dateLimiteCandidature: future(30),
    statut,
    estPublic: true,
    niveauConfidentialite: 'public',
  });
  await db
    .insert(appelsOffres)
    .values([
      tender(`Marché ${word} routes`, 'btp', 'publie'),
      tender(`Marché ${word} solaire`, 'energie', 'termine'),
    ]);

  for (const [name, domain] of [
    ['Irrigation', 'Irrigation'],
    ['Finance', 'Finance'],
  ] as const) {
    const id = await insertMember(db, {
      fullName: `Mentor ${word} ${name}`,
      isMentor: true,
      place: ['Abidjan', "Côte d'Ivoire", 'CI'],
    });
    await db.insert(mentors).values({ profileId: id, bio: 'Je guide', capacity: 3, domains: [domain] });
  }
});
afterAll(async () => {
  await t.close();
});

describe('each filter narrows its kind', () => {
  it.each([
    ['members by country', 'members', 'country=SN', [`Awa ${word} Sénégal`]],
    ['groups by type', 'groups', 'groupType=private', [`Cercle ${word} privé`]],
    ['companies by country', 'companies', 'country=sn', [`${word} Dakar`]],
    ['jobs by contract', 'jobs', 'jobType=Stage', [`Stagiaire ${word}`]],
    ['jobs by country', 'jobs', 'country=SN', [`Ingénieure ${word}`]],
    ['past events', 'events', 'when=past', [`Forum ${word} passé`]],
    ['upcoming events', 'events', 'when=upcoming', [`Forum ${word} à venir`]],
    ['projects by status', 'projects', 'status=archived', [`Projet ${word} archivé`]],
    ['tenders by sector', 'tenders', 'secteur=btp', [`Marché ${word} routes`]],
    ['tenders by status', 'tenders', 'statut=termine', [`Marché ${word} solaire`]],
    ['mentors by domain', 'mentors', 'domain=Finance', [`Mentor ${word} Finance`]],
  ])('%s', async (_, kind, filter, expected) => {
    const all = await results(`q=${word}&type=${kind}`);
    expect(all.items.length).toBeGreaterThan(expected.length);
    const narrowed = await results(`q=${word}&type=${kind}&${filter}`);
    expect(titles(narrowed)).toEqual(expected);
    expect(narrowed.counts[kind as keyof SearchResults['counts']]).toBe(expected.length);
  });

  it('companies by sector, its specialities included', async () => {
    const bySector = await results(`q=${word}&type=companies&categoryId=${ids.sector}`);
    expect(titles(bySector)).toEqual([`${word} Abidjan`]);
    const both = await results(`q=${word}&type=companies&categoryId=${ids.speciality}&country=SN`);
    expect(both.items).toEqual([]);
  });

  it('articles by category', async () => {
    const found = await results(`q=${word}&type=articles&category=${ids.category}`);
    expect(titles(found)).toEqual([`Récit ${word} classé`]);
  });

  it('narrows the count of its kind only: the other tabs keep theirs', async () => {
    const all = await results(`q=${word}&type=groups`);
    const narrowed = await results(`q=${word}&type=groups&groupType=public`);
    expect(all.counts.groups).toBe(2);
    expect(narrowed.counts.groups).toBe(1);
    expect({ ...narrowed.counts, groups: all.counts.groups }).toEqual(all.counts);
  });

  it('never widens what the viewer may see: a visitor filtering private groups gets no secret one', async () => {
    const found = await results(`q=${word}&type=groups&groupType=private`, null);
    expect(titles(found)).toEqual([`Cercle ${word} privé`]);
  });

  it('an empty parameter is no filter', async () => {
    const found = await results(`q=${word}&type=groups&groupType=`);
    expect(found.counts.groups).toBe(2);
  });
});

describe('members and a hidden city', () => {
  it('the country filter never matches a city the member hides, and there is no city filter', async () => {
    const byCountry = await results(`q=${hiddenCity}&type=members&country=SN`);
    expect(byCountry.items).toEqual([]);
    expect(byCountry.counts.members).toBe(0);
    // A `city` parameter is no filter of the search: it is ignored, never matched.
    const byCity = await results(`q=${hiddenCity}&type=members&country=SN&city=${hiddenCity}`);
    expect(byCity.items).toEqual([]);
    const named = await results(`q=khady%20ndiaye&type=members&city=${hiddenCity}`);
    const plain = await results('q=khady%20ndiaye&type=members');
    expect(named.items).toEqual(plain.items);
  });
});

describe('refused filters', () => {
  it.each([
    ['an unknown country', 'type=members&country=Senegal', 'country', 'Valeur de filtre inconnue.'],
    ['a secret group type', 'type=groups&groupType=secret', 'groupType', 'Valeur de filtre inconnue.'],
    ['an unknown contract', 'type=jobs&jobType=Interim', 'jobType', 'Valeur de filtre inconnue.'],
    ['a draft project status', 'type=projects&status=draft', 'status', 'Valeur de filtre inconnue.'],
    ['an unlisted tender status', 'type=tenders&statut=brouillon', 'statut', 'Valeur de filtre inconnue.'],
    ['an unknown sector', 'type=tenders&secteur=lune', 'secteur', 'Valeur de filtre inconnue.'],
    [
      'a category that is no id',
      'type=articles&category=1%27%20or%201=1',
      'category',
      'Valeur de filtre inconnue.',
    ],
    [
      'another kind’s filter',
      'type=groups&country=SN',
      'country',
      "Ce filtre ne s'applique pas à ce type de résultats.",
    ],
    ['a filter without a type', 'when=past', 'when', "Ce filtre ne s'applique pas à ce type de résultats."],
    ['a repeated country', 'type=members&country=SN&country=CI', 'country', 'Valeur de filtre inconnue.'],
    ['a repeated domain', 'type=mentors&domain=a&domain=b', 'domain', 'Valeur de filtre inconnue.'],
  ])('%s: 400 in French', async (_, query, path, message) => {
    const response = await get(`q=${word}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual(expect.objectContaining({ path, message }));
  });
});
