import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchKind, type SearchResults, searchKinds } from '../../../common/contracts/search';
import type { Db } from '../../db/client';
import {
  appelsOffres,
  blogPosts,
  companies,
  events,
  groupMembers,
  groups,
  hashtags,
  jobOffers,
  mentors,
  microblogPostHashtags,
  microblogPosts,
  profilePrivacy,
  profiles,
  projects,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser } from '../../test/factories';
import { blockMember, insertMember } from '../../test/network-factories';
import { offerRow } from './search-test-support';

/*
 * The visibility matrix of the network search (issue 39 §4), generated from the list of kinds: for each
 * kind, each rule seeds one thing under a unique word, then a visitor, an insider (the group's member,
 * the draft's author, an admin for an inactive company…) and a stranger (a plain member) search that
 * word on the results page and in the suggestions. `Record<SearchKind, …>` makes a new kind without its
 * rules fail to compile.
 */

type Viewer = 'visitor' | 'insider' | 'stranger';

interface Seeding {
  insider: string;
  /** The stranger blocks this member, through the API (so their session learns it at once). */
  strangerBlocks: (profileId: string) => Promise<void>;
}

interface Rule {
  name: string;
  /** Seeds the thing named with `word`; `insider` and `stranger` are the two members. */
  seed: (db: Db, word: string, people: Seeding) => Promise<void>;
  /** Who finds it. */
  found: Record<Viewer, boolean>;
  /** Sign the insider in as an admin (companies, tenders, projects moderation). */
  insiderIsAdmin?: boolean;
}

const everyone = { visitor: true, insider: true, stranger: true };
const nobody = { visitor: false, insider: false, stranger: false };
const membersOnly = { visitor: false, insider: true, stranger: true };
const insiderOnly = { visitor: false, insider: true, stranger: false };

const member = (db: Db, spec: Parameters<typeof insertMember>[1]) => insertMember(db, spec);
const future = () => new Date(Date.now() + 30 * 86_400_000);

const rules: Record<SearchKind, Rule[]> = {
  members: [
    {
      name: 'a listed member, for members only',
      seed: async (db, word) => void (await member(db, { fullName: `Awa ${word}` })),
      found: membersOnly,
    },
    {
      name: 'a member who opted out of the directory, never',
      seed: async (db, word) => {
        const id = await member(db, { fullName: `Awa ${word}` });
        await db.insert(profilePrivacy).values({ profileId: id, hiddenFromDirectory: true });
      },
      found: nobody,
    },
    {
      name: 'a member suspended by staff, never',
      seed: async (db, word) => void (await member(db, { fullName: `Awa ${word}`, isSuspended: true })),
      found: nobody,
    },
    {
      name: 'a member whose account deletion is pending, never',
      seed: async (db, word) => void (await member(db, { fullName: `Awa ${word}`, isLeaving: true })),
      found: nobody,
    },
    {
      name: 'a member whose account deletion is pending is never matched by their city',
      seed: async (db, word) =>
        void (await member(db, { fullName: 'Awa Diallo', place: [word, 'Sénégal', 'SN'], isLeaving: true })),
      found: nobody,
    },
    {
      name: 'a member the stranger blocked, not for the stranger',
      seed: async (db, word, { strangerBlocks }) => {
        await strangerBlocks(await member(db, { fullName: `Awa ${word}` }));
      },
      found: { visitor: false, insider: true, stranger: false },
    },
    {
      name: 'a hidden city is never matched',
      seed: async (db, word) => {
        const id = await member(db, { fullName: 'Awa Diallo', place: [word, 'Sénégal', 'SN'] });
        await db.insert(profilePrivacy).values({ profileId: id, locationVisibility: 'connections' });
      },
      found: nobody,
    },
    {
      name: 'a visible city is matched',
      seed: async (db, word) =>
        void (await member(db, { fullName: 'Awa Diallo', place: [word, 'Sénégal', 'SN'] })),
      found: membersOnly,
    },
  ],
  groups: [
    {
      name: 'a public group, for everyone',
      seed: async (db, word) =>
        void (await db
          .insert(groups)
          .values({ name: `Cercle ${word}`, description: 'Un groupe', type: 'public' })),
      found: everyone,
    },
    {
      name: 'a secret group, only for its members',
      seed: async (db, word, { insider }) => {
        const [group] = await db
          .insert(groups)
          .values({ name: `Cercle ${word}`, description: 'Un groupe', type: 'secret' })
          .returning();
        if (group)
          await db.insert(groupMembers).values({ groupId: group.id, userId: insider, role: 'member' });
      },
      found: insiderOnly,
    },
  ],
  companies: [
    {
      name: 'an active company, for everyone',
      seed: async (db, word) => void (await db.insert(companies).values({ nom: `Société ${word}` })),
      found: everyone,
    },
    {
      name: 'an inactive company, only for staff',
      seed: async (db, word) =>
        void (await db.insert(companies).values({ nom: `Société ${word}`, active: false })),
      found: insiderOnly,
      insiderIsAdmin: true,
    },
  ],
  jobs: [
    {
      name: 'an open offer, for everyone',
      seed: async (db, word, { insider }) =>
        void (await db.insert(jobOffers).values(offerRow(insider, word))),
      found: everyone,
    },
    {
      name: 'an inactive offer, never',
      seed: async (db, word, { insider }) =>
        void (await db.insert(jobOffers).values(offerRow(insider, word, { isActive: false }))),
      found: nobody,
    },
    {
      name: 'an offer by a member the stranger blocked, not for the stranger',
      seed: async (db, word, { strangerBlocks }) => {
        const author = await member(db, {});
        await db.insert(jobOffers).values(offerRow(author, word));
        await strangerBlocks(author);
      },
      found: { visitor: true, insider: true, stranger: false },
    },
  ],
  events: [
    {
      name: 'an event, for everyone',
      seed: async (db, word, { insider }) =>
        void (await db.insert(events).values({
          title: `Forum ${word}`,
          startDate: future(),
          endDate: future(),
          type: 'presentiel',
          location: 'Dakar',
          creatorId: insider,
        })),
      found: everyone,
    },
  ],
  articles: [
    {
      name: 'a published article, for everyone',
      seed: async (db, word, { insider }) =>
        void (await db.insert(blogPosts).values(article(insider, word, 'published'))),
      found: everyone,
    },
    {
      name: 'a draft, only for its author',
      seed: async (db, word, { insider }) =>
        void (await db.insert(blogPosts).values(article(insider, word, 'draft'))),
      found: insiderOnly,
    },
  ],
  projects: [
    {
      name: 'a published project, for everyone',
      seed: async (db, word, { insider }) =>
        void (await db
          .insert(projects)
          .values({ title: `Projet ${word}`, status: 'published', ownerId: insider })),
      found: everyone,
    },
    {
      name: 'a draft project, only for its owner',
      seed: async (db, word, { insider }) =>
        void (await db
          .insert(projects)
          .values({ title: `Projet ${word}`, status: 'draft', ownerId: insider })),
      found: insiderOnly,
    },
  ],
  tenders: [
    {
      name: 'a published public tender, for everyone',
      seed: async (db, word, { insider }) =>
        void (await db.insert(appelsOffres).values(tender(insider, word, 'publie', 'public'))),
      found: everyone,
    },
    {
      name: 'a private tender, for members only',
      seed: async (db, word, { insider }) =>
        void (await db.insert(appelsOffres).values(tender(insider, word, 'publie', 'prive'))),
      found: membersOnly,
    },
    {
      name: 'a draft tender, only for its owner',
      seed: async (db, word, { insider }) =>
        void (await db.insert(appelsOffres).values(tender(insider, word, 'brouillon', 'public'))),
      found: insiderOnly,
    },
    {
      name: 'a confidential tender, only for its owner',
      seed: async (db, word, { insider }) =>
        void (await db.insert(appelsOffres).values(tender(insider, word, 'publie', 'confidentiel'))),
      found: insiderOnly,
    },
  ],
  mentors: [
    {
      name: 'an active mentor, for everyone',
      seed: async (db, word) => void (await mentor(db, word, true)),
      found: everyone,
    },
    {
      name: 'a mentor who stopped, never',
      seed: async (db, word) => void (await mentor(db, word, false)),
      found: nobody,
    },
    {
      name: 'a mentor whose account deletion is pending, never',
      seed: async (db, word) => {
        const id = await mentor(db, word, true);
        await db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, id));
      },
      found: nobody,
    },
    {
      name: 'a mentor who opted out of the directory, never',
      seed: async (db, word) => {
        const id = await mentor(db, word, true);
        await db.insert(profilePrivacy).values({ profileId: id, hiddenFromDirectory: true });
      },
      found: nobody,
    },
  ],
  hashtags: [
    {
      name: 'a hashtag in use, for everyone',
      seed: async (db, word) => tagged(db, word, await member(db, { fullName: 'Awa Diop' })),
      found: everyone,
    },
    {
      name: 'a hashtag used only by a suspended member, never',
      seed: async (db, word) =>
        tagged(db, word, await member(db, { fullName: 'Awa Diop', isSuspended: true })),
      found: nobody,
    },
    {
      name: 'a hashtag used only by a member whose deletion is pending, never',
      seed: async (db, word) => tagged(db, word, await member(db, { fullName: 'Awa Diop', isLeaving: true })),
      found: nobody,
    },
    {
      name: 'a hashtag no post uses any more, never',
      seed: async (db, word) =>
        void (await db.insert(hashtags).values({ tag: word, display: word, postCount: 0 })),
      found: nobody,
    },
  ],
};

/** A post of `authorId` tagged `word`, with the tag's count as the feed keeps it. */
async function tagged(db: Db, word: string, authorId: string) {
  const [post] = await db
    .insert(microblogPosts)
    .values({ userId: authorId, content: `#${word}`, hashtags: [word] })
    .returning();
  if (!post) throw new Error('no post');
  await db.insert(hashtags).values({ tag: word, display: word, postCount: 1 });
  await db
    .insert(microblogPostHashtags)
    .values({ postId: post.id, tag: word, display: word, postCreatedAt: post.createdAt });
}

function article(authorId: string, word: string, status: string) {
  return {
    title: `Récit ${word}`,
    slug: `recit-${word}`,
    content: 'Texte',
    contentText: 'Texte',
    authorId,
    status,
    publishedAt: status === 'published' ? new Date() : null,
  };
}

function tender(userId: string, word: string, statut: string, niveauConfidentialite: string) {
  return {
    userId,
    titre: `Marché ${word}`,
    dateLimiteCandidature: future(),
    statut,
    estPublic: statut !== 'brouillon',
    niveauConfidentialite,
  };
}

async function mentor(db: Db, word: string, isActive: boolean): Promise<string> {
  const id = await member(db, { fullName: `Mentor ${word}`, isMentor: true });
  await db.insert(mentors).values({ profileId: id, bio: 'Je guide', capacity: 3, isActive });
  return id;
}

/** A unique word of letters only (the index folds and stems it as any other). */
const uniqueWord = () =>
  `zq${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;

let t: TestApp;
const signedIn = {} as Record<'insider' | 'stranger' | 'admin', CreatedUser>;

beforeAll(async () => {
  t = await buildTestApp();
  signedIn.insider = await createUser(t.app, t.database.db);
  signedIn.stranger = await createUser(t.app, t.database.db);
  signedIn.admin = await createUser(t.app, t.database.db, { role: 'admin' });
  for (const user of Object.values(signedIn)) {
    await t.database.db
      .update(profiles)
      .set({ fullName: `Témoin ${uniqueWord()}` })
      .where(eq(profiles.id, user.id));
  }
});
afterAll(async () => {
  await t.close();
});

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const search = async (cookie: string | null, url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': browser, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe.each(searchKinds.flatMap((kind) => rules[kind].map((rule) => [kind, rule.name, rule] as const)))(
  '%s: %s',
  (kind, _name, rule) => {
    const word = uniqueWord();
    beforeAll(async () => {
      await rule.seed(t.database.db, word, {
        insider: signedIn.insider.id,
        strangerBlocks: async (profileId) => {
          const blocked = await blockMember(t.app, signedIn.stranger, profileId);
          expect(blocked.statusCode, blocked.body).toBe(201);
        },
      });
    });

    it.each(['visitor', 'insider', 'stranger'] as const)('%s', async (viewer) => {
      const user =
        viewer === 'visitor'
          ? null
          : viewer === 'insider' && rule.insiderIsAdmin
            ? signedIn.admin
            : signedIn[viewer];
      const cookie = user?.cookie ?? null;
      const results: SearchResults = await search(cookie, `/api/v1/search?q=${word}&type=${kind}`);
      const suggestions: { groups: { kind: string; items: unknown[] }[] } = await search(
        cookie,
        `/api/v1/search/suggestions?q=${word}`,
      );
      const expected = rule.found[viewer];
      expect(results.items.length > 0, 'results').toBe(expected);
      expect(results.counts[kind] > 0, 'count').toBe(expected);
      expect(
        suggestions.groups.some((group) => group.kind === kind),
        'suggestions',
      ).toBe(expected);
    });
  },
);
