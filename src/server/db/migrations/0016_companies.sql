CREATE TABLE "african_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"sigle" text,
	"taille" text,
	"effectif" integer,
	"site_web" text,
	"email" text,
	"telephone" text,
	"fax" text,
	"adresse" text,
	"adresse_complete" text,
	"ville" text,
	"pays" text,
	"code_postal" text,
	"latitude" double precision,
	"longitude" double precision,
	"country_code" text,
	"linkedin" text,
	"description" text,
	"logo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"categorie_google" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_directory_access" (
	"subject" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_remaining" integer NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked_until" timestamp with time zone,
	"block_reason" text
);
--> statement-breakpoint
CREATE TABLE "company_professional_categories" (
	"company_id" uuid NOT NULL,
	"professional_category_id" uuid NOT NULL,
	CONSTRAINT "company_professional_categories_company_id_professional_category_id_pk" PRIMARY KEY("company_id","professional_category_id")
);
--> statement-breakpoint
CREATE TABLE "job_search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"q" text,
	"type" text,
	"location" text,
	"company" text,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "company_professional_categories" ADD CONSTRAINT "company_professional_categories_company_id_african_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."african_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_professional_categories" ADD CONSTRAINT "company_professional_categories_professional_category_id_professional_categories_id_fk" FOREIGN KEY ("professional_category_id") REFERENCES "public"."professional_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_alerts" ADD CONSTRAINT "job_search_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "african_companies_active_name_idx" ON "african_companies" USING btree ("nom","id") WHERE "african_companies"."active";--> statement-breakpoint
CREATE INDEX "african_companies_country_name_idx" ON "african_companies" USING btree ("country_code","nom","id") WHERE "african_companies"."active";--> statement-breakpoint
CREATE INDEX "african_companies_size_name_idx" ON "african_companies" USING btree ("taille","nom","id") WHERE "african_companies"."active";--> statement-breakpoint
CREATE INDEX "african_companies_all_name_idx" ON "african_companies" USING btree ("nom","id");--> statement-breakpoint
CREATE INDEX "company_directory_access_last_seen_idx" ON "company_directory_access" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "company_professional_categories_category_idx" ON "company_professional_categories" USING btree ("professional_category_id","company_id");--> statement-breakpoint
CREATE INDEX "job_search_alerts_user_idx" ON "job_search_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_search_alerts_last_sent_idx" ON "job_search_alerts" USING btree ("last_sent_at");--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_company_id_african_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."african_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_offers_company_idx" ON "job_offers" USING btree ("company_id");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- The directory's text filter matches the folded name and acronym (as job_offers.search_text).
ALTER TABLE "african_companies" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (
  sankofa_fold("nom" || ' ' || coalesce("sigle", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "african_companies_text_trgm_idx" ON "african_companies" USING gin ("search_text" gin_trgm_ops);
