DROP INDEX "microblog_posts_created_idx";--> statement-breakpoint
DROP INDEX "microblog_posts_user_created_idx";--> statement-breakpoint
ALTER TABLE "microblog_media" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "microblog_posts" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "notify_posts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "post_permission" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "microblog_media" ADD CONSTRAINT "microblog_media_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_posts" ADD CONSTRAINT "microblog_posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microblog_media_group_idx" ON "microblog_media" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "microblog_posts_group_created_idx" ON "microblog_posts" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "microblog_posts_created_idx" ON "microblog_posts" USING btree ("created_at","id") WHERE "microblog_posts"."group_id" is null;--> statement-breakpoint
CREATE INDEX "microblog_posts_user_created_idx" ON "microblog_posts" USING btree ("user_id","created_at","id") WHERE "microblog_posts"."group_id" is null;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_post_permission_check" CHECK ("groups"."post_permission" in ('members', 'moderators', 'admins'));