DROP INDEX "hashtags_post_count_idx";--> statement-breakpoint
DROP INDEX "microblog_post_hashtags_tag_idx";--> statement-breakpoint
DROP INDEX "microblog_posts_created_idx";--> statement-breakpoint
DROP INDEX "microblog_posts_user_created_idx";--> statement-breakpoint
CREATE INDEX "hashtags_post_count_idx" ON "hashtags" USING btree ("post_count","tag");--> statement-breakpoint
CREATE INDEX "microblog_post_hashtags_tag_idx" ON "microblog_post_hashtags" USING btree ("tag","post_created_at","post_id");--> statement-breakpoint
CREATE INDEX "microblog_posts_created_idx" ON "microblog_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "microblog_posts_user_created_idx" ON "microblog_posts" USING btree ("user_id","created_at","id");