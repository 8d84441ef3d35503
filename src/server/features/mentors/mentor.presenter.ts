import type {
  MentorCard,
  MentorDetail,
  MentorPerson,
  MentorshipRequest,
  MentorshipStatus,
} from '../../../common/contracts/mentors';
import type { Actor } from '../../platform/actor';
import { displayName } from '../../platform/person';
import type * as repo from './mentor.repository';

/** How a mentor, their reviews and a mentorship request read in the API (002 §2 "Mentors"). */

export const toPerson = (row: repo.PersonRow | null): MentorPerson | null =>
  row
    ? {
        id: row.id,
        fullName: displayName(row),
        avatarUrl: row.avatarUrl,
        title: row.title,
        countryCode: row.countryCode,
      }
    : null;

export const toCard = ({ mentor, profile }: repo.MentorWithProfile): MentorCard => ({
  id: mentor.id,
  profile: toPerson(profile) as MentorPerson,
  bio: mentor.bio,
  domains: mentor.domains,
  languages: mentor.languages,
  available: mentor.isActive && mentor.isAvailable && mentor.activeMentees < mentor.capacity,
  tariff: mentor.tariff,
  reviewCount: mentor.reviewCount,
  rating: mentor.reviewCount > 0 ? Math.round((mentor.ratingSum / mentor.reviewCount) * 10) / 10 : null,
});

/** A mentor's page for a viewer, with the reviews shown and the viewer's open request. */
export const toDetail = (
  found: repo.MentorWithProfile & { noindex: boolean },
  viewer: Actor | null,
  reviews: Awaited<ReturnType<typeof repo.listReviews>>,
  open: repo.OpenRequest | null | undefined,
): MentorDetail => {
  const { mentor } = found;
  return {
    ...toCard(found),
    active: mentor.isActive,
    openToMentees: mentor.isAvailable,
    slots: mentor.slots,
    capacity: mentor.capacity,
    activeMentees: mentor.activeMentees,
    reviews: reviews.map(({ review, author }) => ({
      id: review.id,
      author: toPerson(author),
      rating: review.rating,
      text: review.text,
      createdAt: review.createdAt.toISOString(),
    })),
    isSelf: viewer?.id === mentor.profileId,
    noindex: found.noindex,
    viewerRequest: open ? { id: open.id, status: open.status as MentorshipStatus } : null,
  };
};

export const toRequest = (row: repo.RequestWithPeople, viewer: Actor): MentorshipRequest => ({
  id: row.request.id,
  mentorId: row.request.mentorId,
  mentor: toPerson(row.mentor),
  mentee: toPerson(row.mentee),
  message: row.request.message,
  status: row.request.status as MentorshipStatus,
  createdAt: row.request.createdAt.toISOString(),
  respondedAt: row.request.respondedAt?.toISOString() ?? null,
  review: row.review,
  canReview:
    row.request.menteeId === viewer.id &&
    (row.request.status === 'accepted' || row.request.status === 'ended') &&
    row.review === null,
});
