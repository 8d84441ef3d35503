CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"post_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_views_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "stats_daily_metric_day_pk" PRIMARY KEY("metric","day"),
	CONSTRAINT "stats_daily_value_check" CHECK ("stats_daily"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_engagement" (
	"day" date PRIMARY KEY NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"session_duration" bigint DEFAULT 0 NOT NULL,
	"pages_viewed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_views_day_idx" ON "post_views" USING btree ("day","post_id");--> statement-breakpoint
-- hand-written (keep when renumbering)
-- Today's live counts and a period's top authors read these tables by creation time over every post
-- (the feed's own indexes are partial on group_id is null, or lead with the group).
CREATE INDEX IF NOT EXISTS "stats_microblog_posts_created_idx" ON "microblog_posts" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stats_microblog_comments_created_idx" ON "microblog_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stats_blog_comments_created_idx" ON "blog_comments" USING btree ("created_at");
