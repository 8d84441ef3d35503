-- Counters left wrong by members deleted before the deletion recounted them (an admin's deletion or the
-- purge job removed their likes, reviews, seats and memberships by cascade, without the services that keep
-- the counts): recomputed once from their rows. Since then `db/recount.ts` keeps them after every deletion.
-- Only rows whose count differs are written.
UPDATE "microblog_posts" AS p SET "likes_count" = f.likes, "comments_count" = f.comments, "shares_count" = f.shares
FROM (
  SELECT q.id,
    (SELECT count(*) FROM "microblog_likes" l WHERE l.post_id = q.id)::int AS likes,
    (SELECT count(*) FROM "microblog_comments" c WHERE c.post_id = q.id)::int AS comments,
    (SELECT count(*) FROM "microblog_shares" s WHERE s.post_id = q.id)::int AS shares
  FROM "microblog_posts" q
) AS f
WHERE f.id = p.id AND (p.likes_count, p.comments_count, p.shares_count) IS DISTINCT FROM (f.likes, f.comments, f.shares);--> statement-breakpoint
UPDATE "hashtags" AS h SET "post_count" = f.posts
FROM (SELECT t.tag, (SELECT count(*) FROM "microblog_post_hashtags" x WHERE x.tag = t.tag)::int AS posts FROM "hashtags" t) AS f
WHERE f.tag = h.tag AND h.post_count <> f.posts;--> statement-breakpoint
UPDATE "blog_posts" AS p SET "likes_count" = f.likes, "favorites_count" = f.favorites
FROM (
  SELECT q.id,
    (SELECT count(*) FROM "blog_post_likes" l WHERE l.post_id = q.id)::int AS likes,
    (SELECT count(*) FROM "blog_favorites" b WHERE b.post_id = q.id)::int AS favorites
  FROM "blog_posts" q
) AS f
WHERE f.id = p.id AND (p.likes_count, p.favorites_count) IS DISTINCT FROM (f.likes, f.favorites);--> statement-breakpoint
UPDATE "blog_comments" AS c SET "likes_count" = f.likes
FROM (SELECT q.id, (SELECT count(*) FROM "blog_comment_likes" l WHERE l.comment_id = q.id)::int AS likes FROM "blog_comments" q) AS f
WHERE f.id = c.id AND c.likes_count <> f.likes;--> statement-breakpoint
UPDATE "groups" AS g SET "member_count" = f.members
FROM (SELECT q.id, (SELECT count(*) FROM "group_members" m WHERE m.group_id = q.id)::int AS members FROM "groups" q) AS f
WHERE f.id = g.id AND g.member_count <> f.members;--> statement-breakpoint
UPDATE "events" AS e SET "participant_count" = f.registered, "waiting_count" = f.waiting
FROM (
  SELECT q.id,
    (SELECT count(*) FROM "event_participants" x WHERE x.event_id = q.id AND x.status = 'registered')::int AS registered,
    (SELECT count(*) FROM "event_participants" x WHERE x.event_id = q.id AND x.status = 'waiting')::int AS waiting
  FROM "events" q
) AS f
WHERE f.id = e.id AND (e.participant_count, e.waiting_count) IS DISTINCT FROM (f.registered, f.waiting);--> statement-breakpoint
UPDATE "mentors" AS m SET "review_count" = f.reviews, "rating_sum" = f.ratings, "active_mentees" = f.mentees
FROM (
  SELECT q.id,
    (SELECT count(*) FROM "mentor_reviews" r WHERE r.mentor_id = q.id)::int AS reviews,
    (SELECT coalesce(sum(r.rating), 0) FROM "mentor_reviews" r WHERE r.mentor_id = q.id)::int AS ratings,
    (SELECT count(*) FROM "mentorship_requests" r WHERE r.mentor_id = q.id AND r.status = 'accepted')::int AS mentees
  FROM "mentors" q
) AS f
WHERE f.id = m.id AND (m.review_count, m.rating_sum, m.active_mentees) IS DISTINCT FROM (f.reviews, f.ratings, f.mentees);--> statement-breakpoint
UPDATE "projects" AS p SET "participant_count" = f.accepted
FROM (
  SELECT q.id,
    (SELECT count(*) FROM "project_members" x WHERE x.project_id = q.id AND x.status = 'accepted')::int AS accepted
  FROM "projects" q
) AS f
WHERE f.id = p.id AND p.participant_count <> f.accepted;
