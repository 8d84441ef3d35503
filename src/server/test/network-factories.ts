import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import {
  connections,
  experiences,
  type ProfileLocation,
  professionalCategories,
  profileProfessionalCategories,
  profiles,
  skills,
  users,
} from '../db/schema';
import { uniqueEmail } from './factories';

let clock = Date.UTC(2024, 0, 1);

export interface MemberSpec {
  fullName?: string | null;
  title?: string | null;
  company?: string | null;
  /** "Ville, Pays, CC" shorthand, or null for no location. */
  place?: [ville: string, pays: string, code: string] | null;
  isOpenToWork?: boolean;
  isMentor?: boolean;
  isBlocked?: boolean;
  isSuspended?: boolean;
  /** The account's deletion is pending (issue 38 §3). */
  isLeaving?: boolean;
  categoryIds?: string[];
  /** Experience start dates (YYYY-MM-DD). */
  experienceStarts?: string[];
  languages?: string[];
}

/**
 * A member written straight to the database (no password, no session): for lists and rankings that
 * need many members. Each one is created a second after the previous, so "newest first" is certain.
 */
export const insertMember = async (db: Db, spec: MemberSpec = {}): Promise<string> => {
  const email = uniqueEmail('reseau');
  const [user] = await db.insert(users).values({ name: '', email, emailVerified: true }).returning();
  if (!user) throw new Error('user insert failed');
  clock += 1000;
  const location: ProfileLocation | null =
    spec.place === null
      ? null
      : (() => {
          const [ville, pays, code] = spec.place ?? ['Dakar', 'Sénégal', 'SN'];
          return { ville, pays, country_code: code, adresse_complete: `${ville}, ${pays}` };
        })();
  await db.insert(profiles).values({
    id: user.id,
    email,
    username: `m_${randomBytes(5).toString('hex')}`,
    fullName: spec.fullName === undefined ? `Membre ${randomBytes(2).toString('hex')}` : spec.fullName,
    title: spec.title ?? null,
    company: spec.company ?? null,
    location,
    countryCode: location?.country_code || null,
    isOpenToWork: spec.isOpenToWork ?? false,
    isMentor: spec.isMentor ?? false,
    isBlocked: spec.isBlocked ?? false,
    isSuspended: spec.isSuspended ?? false,
    isLeaving: spec.isLeaving ?? false,
    createdAt: new Date(clock),
  });
  for (const categoryId of spec.categoryIds ?? []) {
    await db.insert(profileProfessionalCategories).values({ profileId: user.id, categoryId });
  }
  for (const startDate of spec.experienceStarts ?? []) {
    await db
      .insert(experiences)
      .values({ profileId: user.id, companyName: 'Entreprise', role: 'Poste', startDate });
  }
  for (const name of spec.languages ?? []) {
    await db.insert(skills).values({ profileId: user.id, name, category: 'Languages', proficiency: 4 });
  }
  return user.id;
};

/** A sector and one of its specialities, with unique names. */
export const insertSector = async (db: Db, name: string) => {
  const suffix = randomBytes(3).toString('hex');
  const [sector] = await db
    .insert(professionalCategories)
    .values({ name: `${name} ${suffix}` })
    .returning();
  if (!sector) throw new Error('category insert failed');
  const [speciality] = await db
    .insert(professionalCategories)
    .values({ name: `${name} spécialité ${suffix}`, parentId: sector.id })
    .returning();
  if (!speciality) throw new Error('category insert failed');
  return { sectorId: sector.id, specialityId: speciality.id };
};

/** A connection row as it would be after the flow (for rankings). */
export const insertConnection = async (
  db: Db,
  requesterId: string,
  recipientId: string,
  status: 'pending' | 'accepted' | 'rejected' = 'accepted',
) => {
  await db.insert(connections).values({ requesterId, recipientId, status });
};

/** `from` asks `recipientId` to connect, through the API (its mail and notification included). */
export const requestConnection = (app: FastifyInstance, from: { cookie: string }, recipientId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/connections',
    headers: { cookie: from.cookie },
    payload: { recipientId },
  });

/** `blocker` blocks the member `profileId`, through the API. */
export const blockMember = (app: FastifyInstance, blocker: { cookie: string }, profileId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/privacy/blocks',
    headers: { cookie: blocker.cookie },
    payload: { profileId },
  });
