CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"pricing_id" uuid,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"price" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#f3f4f6' NOT NULL,
	"cta_label" text,
	"cta_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer,
	"currency" text DEFAULT 'eur' NOT NULL,
	"interval" text DEFAULT 'one_time' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_amount_check" CHECK ("pricing"."amount_cents" is null or "pricing"."amount_cents" > 0),
	CONSTRAINT "pricing_interval_check" CHECK ("pricing"."interval" in ('one_time', 'month', 'year'))
);
--> statement-breakpoint
ALTER TABLE "homepage_stats" ALTER COLUMN "value" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "homepage_stats" ADD COLUMN "mode" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "homepage_stats" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "homepage_stats" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pricing_id_pricing_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricing"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pricing_idx" ON "payments" USING btree ("pricing_id");--> statement-breakpoint
CREATE INDEX "pricing_position_idx" ON "pricing" USING btree ("position","created_at","id");--> statement-breakpoint
ALTER TABLE "homepage_stats" ADD CONSTRAINT "homepage_stats_value_check" CHECK ("homepage_stats"."value" >= 0);--> statement-breakpoint
ALTER TABLE "homepage_stats" ADD CONSTRAINT "homepage_stats_mode_check" CHECK ("homepage_stats"."mode" in ('manual', 'live'));--> statement-breakpoint
ALTER TABLE "homepage_stats" ADD CONSTRAINT "homepage_stats_source_check" CHECK ("homepage_stats"."mode" = 'manual' or "homepage_stats"."source" is not null);--> statement-breakpoint
-- hand-written (keep when renumbering)
-- The claims seeded by earlier versions (5000, 1200, 300, 50) become the live counts they pretended to
-- be, and projects a figure at 0 until the team sets it (issue 15 item 6); rows the team changed stay.
UPDATE "homepage_stats" SET "mode" = 'live', "source" = 'members' WHERE "label" = 'Professionnels' AND "value" = 5000;--> statement-breakpoint
UPDATE "homepage_stats" SET "mode" = 'live', "source" = 'mentors' WHERE "label" = 'Mentors' AND "value" = 1200;--> statement-breakpoint
UPDATE "homepage_stats" SET "mode" = 'live', "source" = 'countries' WHERE "label" = 'Pays' AND "value" = 50;--> statement-breakpoint
UPDATE "homepage_stats" SET "value" = 0 WHERE "label" = 'Projets' AND "value" = 300;--> statement-breakpoint
UPDATE "homepage_stats" SET "position" = "id";
