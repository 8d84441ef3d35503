// The demo's members through sign-up and their profile sections, and their connections (each with the
// next three, plus requests left pending for the first member, so the bell has something to show). A
// second run signs the same members in instead.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../client';
import { users } from '../../schema';
import type { DemoContext, DemoMemberSession } from './context';
import { type DemoMember, membersA } from './members-data-a';
import { membersB } from './members-data-b';

export const demoPassword = 'sankofa-demo-2026';
const domain = 'demo.sankofa.test';

export const demoMembers: DemoMember[] = [...membersA, ...membersB];

export const emailOf = (m: Pick<DemoMember, 'first' | 'last'>) =>
  `${`${m.first}.${m.last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.-]/g, '')}@${domain}`;

export const demoEmails = demoMembers.map(emailOf);

/** How many demo members already have an account. */
export const countDemoMembers = async (db: Db): Promise<number> =>
  (await db.select({ id: users.id }).from(users).where(inArray(users.email, demoEmails))).length;

/** Signs every demo member in (they exist), in the list's order. */
export const signInDemoMembers = async (
  app: FastifyInstance,
  nextIp: () => string,
): Promise<DemoMemberSession[]> => {
  const sessions: DemoMemberSession[] = [];
  for (const email of demoEmails) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password: demoPassword },
      remoteAddress: nextIp(),
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    sessions.push({ id: res.json<{ user: { id: string } }>().user.id, cookie });
  }
  return sessions;
};

/** Creates the members (the confirmation taken as done), then signs them in. */
export const createDemoMembers = async (
  app: FastifyInstance,
  db: Db,
  nextIp: () => string,
): Promise<DemoMemberSession[]> => {
  for (const email of demoEmails) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: demoPassword },
      remoteAddress: nextIp(),
    });
    if (res.statusCode >= 400) throw new Error(`sign-up of ${email}: ${res.statusCode} ${res.body}`);
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  }
  return signInDemoMembers(app, nextIp);
};

/** The profile sections, experiences, education and skills of every member. */
export const fillProfiles = async (ctx: DemoContext): Promise<void> => {
  const tree = await ctx.call<{ items: { id: string; name: string }[] }>(
    'GET',
    '/api/v1/professional-categories',
  );
  const sectorIds = new Map(tree.items.map((sector) => [sector.name, sector.id]));
  for (const [index, member] of demoMembers.entries()) {
    const me = ctx.member(index);
    const patch = (section: string, body: object) =>
      ctx.call('PATCH', `/api/v1/profiles/me/sections/${section}`, me, body);
    await patch('personal', { fullName: `${member.first} ${member.last}` });
    await patch('professional', {
      title: member.title,
      company: member.company,
      location: {
        ville: member.city,
        pays: member.country,
        country_code: member.code,
        adresse_complete: `${member.city}, ${member.country}`,
      },
      isOpenToWork: member.openToWork ?? false,
      isMentor: member.mentor ?? false,
    });
    await patch('bio', { bio: member.bio });
    const sector = sectorIds.get(member.sector);
    if (sector) await patch('categories', { categoryIds: [sector] });
    for (const job of [member.experience, member.earlier]) {
      if (!job) continue;
      await ctx.call('POST', '/api/v1/profiles/me/experiences', me, {
        companyName: job.company,
        role: job.role,
        startDate: job.start,
        endDate: job.end ?? null,
        current: !job.end,
        location: job.place,
      });
    }
    const school = member.school;
    await ctx.call('POST', '/api/v1/profiles/me/education', me, {
      institution: school.institution,
      degree: school.degree,
      fieldOfStudy: school.field,
      startDate: school.start,
      endDate: school.end,
    });
    for (const [name, category, proficiency] of member.skills) {
      await ctx.call('POST', '/api/v1/profiles/me/skills', me, { name, category, proficiency });
    }
  }
};

export const connectMembers = async (ctx: DemoContext): Promise<void> => {
  const count = ctx.members.length;
  const connect = async (from: number, to: number, accept: boolean) => {
    const { connectionId } = await ctx.call<{ connectionId: string | null }>(
      'POST',
      '/api/v1/connections',
      ctx.member(from),
      { recipientId: ctx.member(to).id },
    );
    if (accept && connectionId)
      await ctx.call('POST', `/api/v1/connections/${connectionId}/accept`, ctx.member(to));
  };
  for (let i = 0; i < count; i++) {
    for (let step = 1; step <= 3; step++) {
      const j = (i + step) % count;
      if (j === 0 && i >= count - 3) continue;
      await connect(i, j, true);
    }
  }
  for (const from of [7, 9, 12]) await connect(from, 0, false);
};
