CREATE INDEX "blog_posts_published_author_idx" ON "blog_posts" USING btree ("published_at","author_id") WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
-- hand-written (keep when renumbering): 0028's stats_microblog_posts_created_idx has the columns of
-- 0034's microblog_posts_created_user_idx; every post paid for both.
DROP INDEX IF EXISTS "stats_microblog_posts_created_idx";
