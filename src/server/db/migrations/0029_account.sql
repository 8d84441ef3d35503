CREATE TABLE "account_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"weekly_digest" boolean DEFAULT false NOT NULL,
	"last_digest_week" text,
	"deletion_requested_at" timestamp with time zone,
	"deletion_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_settings_language_check" CHECK ("account_settings"."language" in ('fr', 'en', 'pt'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_settings_deletion_due_idx" ON "account_settings" USING btree ("deletion_due_at") WHERE "account_settings"."deletion_due_at" is not null;--> statement-breakpoint
CREATE INDEX "account_settings_digest_idx" ON "account_settings" USING btree ("user_id") WHERE "account_settings"."weekly_digest";--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_running_uq" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("created_at") WHERE "data_exports"."status" = 'pending';