import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../lib/db';
import type { DbOrTx } from './client';
import {
  blogCommentLikes,
  blogComments,
  blogFavorites,
  blogPostLikes,
  blogPosts,
  eventParticipants,
  events,
  groupMembers,
  groups,
  hashtags,
  mentorReviews,
  mentors,
  mentorshipRequests,
  microblogComments,
  microblogLikes,
  microblogPostHashtags,
  microblogPosts,
  microblogShares,
  notifications,
  projectMembers,
  projects,
  users,
} from './schema';

/*
 * Counters recomputed from their rows, after a member's deletion removed some of those rows by cascade
 * (an account deleting itself, an admin deleting a member): the cascade does not run the services that
 * keep the counters.
 */

/**
 * What a member's deletion will change on the feed, read before it: the posts they liked, commented on
 * or shared, and the hashtags of their own posts (`recountFeed`'s arguments, once the cascade ran).
 */
export const feedTouchedBy = async (
  db: DbOrTx,
  userId: string,
): Promise<{ postIds: string[]; tags: string[] }> => {
  const postIds = rowsOf(
    await db.execute(sql`
      select ${microblogLikes.postId} as id from ${microblogLikes} where ${microblogLikes.userId} = ${userId}
      union select ${microblogComments.postId} from ${microblogComments} where ${microblogComments.userId} = ${userId}
      union select ${microblogShares.postId} from ${microblogShares} where ${microblogShares.userId} = ${userId}`),
  ).map((row) => String(row.id));
  const tags = (
    await db
      .selectDistinct({ tag: microblogPostHashtags.tag })
      .from(microblogPostHashtags)
      .innerJoin(microblogPosts, eq(microblogPosts.id, microblogPostHashtags.postId))
      .where(eq(microblogPosts.userId, userId))
  ).map((row) => row.tag);
  return { postIds, tags };
};

/** The likes, comments and shares of these feed posts, then the post count of these hashtags. */
export const recountFeed = async (db: DbOrTx, postIds: string[], tags: string[]): Promise<void> => {
  if (postIds.length > 0) {
    await db
      .update(microblogPosts)
      .set({
        likesCount: sql`(select count(*) from ${microblogLikes} where ${microblogLikes.postId} = ${microblogPosts.id})`,
        commentsCount: sql`(select count(*) from ${microblogComments} where ${microblogComments.postId} = ${microblogPosts.id})`,
        sharesCount: sql`(select count(*) from ${microblogShares} where ${microblogShares.postId} = ${microblogPosts.id})`,
      })
      .where(inArray(microblogPosts.id, postIds));
  }
  if (tags.length > 0) {
    await db
      .update(hashtags)
      .set({
        postCount: sql`(select count(*) from ${microblogPostHashtags} where ${microblogPostHashtags.tag} = ${hashtags.tag})`,
      })
      .where(inArray(hashtags.tag, tags));
  }
};

/**
 * Deletes the member (the foreign keys cascade through their rows, or set authorship null where a
 * shared thing stays: a group they created, a reply under their blog comment), then recounts what the
 * cascade changed without its counters on other members' things: the one deletion of an account, whether
 * the member closed it (the purge job) or an admin deleted it, so neither leaves a counter behind (a
 * mentor's rating with a review gone, a seat held by a mentee who no longer exists).
 */
export const deleteMemberRecounting = async (db: DbOrTx, userId: string) => {
  const ids = async (query: Promise<{ id: string }[]>) => (await query).map((row) => row.id);
  const touchedFeed = await feedTouchedBy(db, userId);
  const touchedBlogPosts = rowsOf(
    await db.execute(sql`
      select ${blogPostLikes.postId} as id from ${blogPostLikes} where ${blogPostLikes.userId} = ${userId}
      union select ${blogFavorites.postId} from ${blogFavorites} where ${blogFavorites.userId} = ${userId}`),
  ).map((row) => String(row.id));
  const touchedBlogComments = await ids(
    db
      .select({ id: blogCommentLikes.commentId })
      .from(blogCommentLikes)
      .where(eq(blogCommentLikes.userId, userId)),
  );
  const touchedGroups = await ids(
    db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId)),
  );
  const touchedEvents = await ids(
    db
      .select({ id: eventParticipants.eventId })
      .from(eventParticipants)
      .where(eq(eventParticipants.profileId, userId)),
  );
  const touchedProjects = await ids(
    db
      .select({ id: projectMembers.projectId })
      .from(projectMembers)
      .where(and(eq(projectMembers.profileId, userId), ne(projectMembers.status, 'pending'))),
  );

  // The mentors they reviewed, and those whose seat they held (an accepted mentorship goes with them).
  const touchedMentors = rowsOf(
    await db.execute(sql`
      select ${mentorReviews.mentorId} as id from ${mentorReviews} where ${mentorReviews.authorId} = ${userId}
      union select ${mentorshipRequests.mentorId} from ${mentorshipRequests}
        where ${mentorshipRequests.menteeId} = ${userId} and ${mentorshipRequests.status} = 'accepted'`),
  ).map((row) => String(row.id));

  await db.delete(users).where(eq(users.id, userId));
  // Others' notifications that name them (their stored text does): their name goes with the account.
  await db.delete(notifications).where(eq(notifications.causedBy, userId));

  await recountFeed(db, touchedFeed.postIds, touchedFeed.tags);
  if (touchedBlogPosts.length > 0) {
    await db
      .update(blogPosts)
      .set({
        likesCount: sql`(select count(*) from ${blogPostLikes} where ${blogPostLikes.postId} = ${blogPosts.id})`,
        favoritesCount: sql`(select count(*) from ${blogFavorites} where ${blogFavorites.postId} = ${blogPosts.id})`,
      })
      .where(inArray(blogPosts.id, touchedBlogPosts));
  }
  if (touchedBlogComments.length > 0) {
    await db
      .update(blogComments)
      .set({
        likesCount: sql`(select count(*) from ${blogCommentLikes} where ${blogCommentLikes.commentId} = ${blogComments.id})`,
      })
      .where(inArray(blogComments.id, touchedBlogComments));
  }
  if (touchedGroups.length > 0) {
    await db
      .update(groups)
      .set({
        memberCount: sql`(select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`,
      })
      .where(inArray(groups.id, touchedGroups));
  }
  if (touchedEvents.length > 0) {
    await db
      .update(events)
      .set({
        participantCount: sql`(select count(*) from ${eventParticipants} where ${eventParticipants.eventId} = ${events.id} and ${eventParticipants.status} = 'registered')`,
        waitingCount: sql`(select count(*) from ${eventParticipants} where ${eventParticipants.eventId} = ${events.id} and ${eventParticipants.status} = 'waiting')`,
      })
      .where(inArray(events.id, touchedEvents));
  }
  if (touchedMentors.length > 0) {
    await db
      .update(mentors)
      .set({
        reviewCount: sql`(select count(*) from ${mentorReviews} where ${mentorReviews.mentorId} = ${mentors.id})`,
        ratingSum: sql`(select coalesce(sum(${mentorReviews.rating}), 0) from ${mentorReviews} where ${mentorReviews.mentorId} = ${mentors.id})`,
        activeMentees: sql`(select count(*) from ${mentorshipRequests} where ${mentorshipRequests.mentorId} = ${mentors.id} and ${mentorshipRequests.status} = 'accepted')`,
      })
      .where(inArray(mentors.id, touchedMentors));
  }
  if (touchedProjects.length > 0) {
    await db
      .update(projects)
      .set({
        participantCount: sql`(select count(*) from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.status} = 'accepted')`,
      })
      .where(inArray(projects.id, touchedProjects));
  }
};
