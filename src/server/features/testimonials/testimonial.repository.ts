import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  AdminTestimonialsQuery,
  TestimonialCounters,
  TestimonialStatus,
  UpdateTestimonialBody,
} from '../../../common/contracts/testimonials';
import type { DbOrTx } from '../../db/client';
import { profiles, testimonials } from '../../db/schema';
import { likeLiteral, words } from '../../lib/db';
import { newestFirstPage, type PageWindow } from '../../lib/numbered-page';

const columns = {
  id: testimonials.id,
  content: testimonials.content,
  rating: testimonials.rating,
  status: testimonials.status,
  createdAt: testimonials.createdAt,
  updatedAt: testimonials.updatedAt,
  authorId: testimonials.userId,
  authorName: profiles.fullName,
  authorAvatar: profiles.avatarUrl,
};
export type TestimonialRecord = {
  id: string;
  content: string;
  rating: number;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorName: string | null;
  authorAvatar: string | null;
};

export type TestimonialFilter = Pick<AdminTestimonialsQuery, 'status' | 'q'>;

/** Status and words of the text (folded, through `testimonials_content_trgm_idx`). */
const whereOf = (filter: TestimonialFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(testimonials.status, filter.status));
  for (const word of words(filter.q ?? '')) {
    conditions.push(
      sql`sankofa_fold(${testimonials.content}) like '%' || sankofa_fold(${likeLiteral(word)}) || '%'`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/** One page, newest first, with each author's name and photo, and the matches counted up to `cap + 1`. */
export const pageOfTestimonials = (
  db: DbOrTx,
  filter: TestimonialFilter,
  window: PageWindow,
): Promise<{ rows: TestimonialRecord[]; total: number }> =>
  newestFirstPage(
    db,
    testimonials,
    whereOf(filter),
    window,
    db
      .select(columns)
      .from(testimonials)
      .innerJoin(profiles, eq(profiles.id, testimonials.userId))
      .$dynamic(),
  );

export const counters = async (db: DbOrTx): Promise<TestimonialCounters> => {
  const status = (value: TestimonialStatus) =>
    sql<number>`count(*) filter (where ${testimonials.status} = ${value})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      pending: status('pending'),
      approved: status('approved'),
      rejected: status('rejected'),
    })
    .from(testimonials);
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    approved: row?.approved ?? 0,
    rejected: row?.rejected ?? 0,
  };
};

export const findTestimonial = async (db: DbOrTx, id: string): Promise<TestimonialRecord | undefined> =>
  (
    await db
      .select(columns)
      .from(testimonials)
      .innerJoin(profiles, eq(profiles.id, testimonials.userId))
      .where(eq(testimonials.id, id))
  )[0];

export const insertTestimonial = async (
  db: DbOrTx,
  values: { userId: string; content: string; rating: number },
): Promise<string> => {
  const [row] = await db.insert(testimonials).values(values).returning({ id: testimonials.id });
  if (!row) throw new Error('testimonial insert returned nothing');
  return row.id;
};

export const updateTestimonial = async (
  db: DbOrTx,
  id: string,
  body: UpdateTestimonialBody,
): Promise<boolean> =>
  (
    await db
      .update(testimonials)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(testimonials.id, id))
      .returning({ id: testimonials.id })
  ).length > 0;

/** Moves a testimonial to `to` only from one of `from` (the state machine, decision 12). */
export const moveStatus = async (
  db: DbOrTx,
  id: string,
  from: readonly TestimonialStatus[],
  to: TestimonialStatus,
): Promise<boolean> =>
  (
    await db
      .update(testimonials)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(testimonials.id, id), inArray(testimonials.status, [...from])))
      .returning({ id: testimonials.id })
  ).length > 0;

export const deleteTestimonial = async (db: DbOrTx, id: string): Promise<boolean> =>
  (await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id })).length >
  0;
