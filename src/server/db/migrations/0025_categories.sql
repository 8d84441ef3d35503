CREATE TABLE "admin_notification_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"notification_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE UNIQUE INDEX "content_categories_name_key" ON "content_categories" USING btree (lower("name"));