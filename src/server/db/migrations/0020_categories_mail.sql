CREATE TABLE "admin_notification_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"notification_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"draft" text DEFAULT '' NOT NULL,
	"ideal_date" date,
	"occasion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_notification_emails_email_key" ON "admin_notification_emails" USING btree ("email");--> statement-breakpoint
CREATE INDEX "admin_notification_emails_created_idx" ON "admin_notification_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "article_ideas_created_idx" ON "article_ideas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "article_ideas_occasion_idx" ON "article_ideas" USING btree ("occasion","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_categories_name_key" ON "content_categories" USING btree (lower("name"));--> statement-breakpoint
-- hand-written (keep when renumbering)
-- The article ideas' search matches the folded title and draft (as the admin users' search).
CREATE INDEX IF NOT EXISTS "article_ideas_text_trgm_idx" ON "article_ideas" USING gin ((sankofa_fold("title" || ' ' || "draft")) gin_trgm_ops);
