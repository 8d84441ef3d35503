ALTER TABLE "blog_posts" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written (keep when renumbering)
-- The views counted before the column existed (post_views holds one row per article and day).
UPDATE "blog_posts" p SET "views_count" = v.n
FROM (SELECT "post_id", sum("views")::int AS n FROM "post_views" GROUP BY "post_id") v
WHERE p."id" = v."post_id";
