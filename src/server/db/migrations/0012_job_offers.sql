CREATE TABLE "job_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text,
	"type" text NOT NULL,
	"salary" text,
	"description" text NOT NULL,
	"description_html" text NOT NULL,
	"logo_url" text,
	"website" text,
	"contact" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_offers_type_check" CHECK ("job_offers"."type" in ('CDI', 'CDD', 'Stage', 'Freelance', 'Alternance', 'Volontaire'))
);
--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_offers_listed_idx" ON "job_offers" USING btree ("created_at","id") WHERE "job_offers"."is_active";--> statement-breakpoint
CREATE INDEX "job_offers_user_created_idx" ON "job_offers" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_offers_type_created_idx" ON "job_offers" USING btree ("type","created_at","id") WHERE "job_offers"."is_active";--> statement-breakpoint
CREATE INDEX "job_offers_country_created_idx" ON "job_offers" USING btree ("country_code","created_at","id") WHERE "job_offers"."is_active";--> statement-breakpoint
CREATE INDEX "job_offers_expires_idx" ON "job_offers" USING btree ("expires_at");
--> statement-breakpoint
-- hand-written (keep when regenerating)
-- The list's text filters match folded texts stored with the row (as profiles' search_text, migration
-- 0010): words of the title, company and place; the start of the city or country; the company name.
-- Not declared in the drizzle schema, so reading an offer does not fetch them.
ALTER TABLE "job_offers" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (
  sankofa_fold("title" || ' ' || "company" || ' ' || "location")) STORED;
--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN IF NOT EXISTS "search_company" text GENERATED ALWAYS AS (
  sankofa_fold("company")) STORED;
--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN IF NOT EXISTS "search_place" text GENERATED ALWAYS AS (
  sankofa_fold("location")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_text_trgm_idx" ON "job_offers" USING gin ("search_text" gin_trgm_ops)
  WHERE "is_active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_company_trgm_idx" ON "job_offers" USING gin ("search_company" gin_trgm_ops)
  WHERE "is_active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_place_trgm_idx" ON "job_offers" USING gin ("search_place" gin_trgm_ops)
  WHERE "is_active";
