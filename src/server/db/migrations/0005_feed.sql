CREATE TABLE "hashtags" (
	"tag" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hashtags_post_count_check" CHECK ("hashtags"."post_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "microblog_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microblog_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microblog_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "microblog_media_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "microblog_media_kind_check" CHECK ("microblog_media"."kind" in ('image', 'video', 'document'))
);
--> statement-breakpoint
CREATE TABLE "microblog_post_hashtags" (
	"post_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"display" text NOT NULL,
	"post_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "microblog_post_hashtags_post_id_tag_pk" PRIMARY KEY("post_id","tag")
);
--> statement-breakpoint
CREATE TABLE "microblog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"shares_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "microblog_posts_counts_check" CHECK ("microblog_posts"."likes_count" >= 0 and "microblog_posts"."comments_count" >= 0 and "microblog_posts"."shares_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "microblog_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microblog_comments" ADD CONSTRAINT "microblog_comments_post_id_microblog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_comments" ADD CONSTRAINT "microblog_comments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_likes" ADD CONSTRAINT "microblog_likes_post_id_microblog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_likes" ADD CONSTRAINT "microblog_likes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_media" ADD CONSTRAINT "microblog_media_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_media" ADD CONSTRAINT "microblog_media_post_id_microblog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."microblog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_post_hashtags" ADD CONSTRAINT "microblog_post_hashtags_post_id_microblog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_post_hashtags" ADD CONSTRAINT "microblog_post_hashtags_tag_hashtags_tag_fk" FOREIGN KEY ("tag") REFERENCES "public"."hashtags"("tag") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_posts" ADD CONSTRAINT "microblog_posts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_shares" ADD CONSTRAINT "microblog_shares_post_id_microblog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microblog_shares" ADD CONSTRAINT "microblog_shares_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hashtags_post_count_idx" ON "hashtags" USING btree ("post_count" DESC NULLS LAST,"tag");--> statement-breakpoint
CREATE INDEX "microblog_comments_post_created_idx" ON "microblog_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "microblog_comments_user_idx" ON "microblog_comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microblog_likes_post_user_uq" ON "microblog_likes" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "microblog_likes_user_idx" ON "microblog_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "microblog_media_post_idx" ON "microblog_media" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "microblog_media_user_idx" ON "microblog_media" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "microblog_media_orphan_idx" ON "microblog_media" USING btree ("created_at") WHERE "microblog_media"."post_id" is null;--> statement-breakpoint
CREATE INDEX "microblog_post_hashtags_tag_idx" ON "microblog_post_hashtags" USING btree ("tag","post_created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "microblog_posts_created_idx" ON "microblog_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "microblog_posts_user_created_idx" ON "microblog_posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "microblog_shares_post_idx" ON "microblog_shares" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "microblog_shares_user_idx" ON "microblog_shares" USING btree ("user_id");