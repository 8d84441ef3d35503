CREATE TABLE "search_recent" (
	"user_id" uuid NOT NULL,
	"folded" text NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_recent_user_id_folded_pk" PRIMARY KEY("user_id","folded")
);
--> statement-breakpoint
ALTER TABLE "search_recent" ADD CONSTRAINT "search_recent_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_recent_user_time_idx" ON "search_recent" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
-- The search index (issue 39 §3), hand-written below the generated table: drizzle's schema does not
-- declare these columns, so reading a row never fetches them. Each searched table gets two columns
-- PostgreSQL keeps up to date itself (generated, stored: filled here for existing rows, then on every
-- write), the same on PGlite and PostgreSQL:
--   search_vector  French stems of the folded (accent- and case-free) texts, names and titles weighted
--                  A, the next most telling field B, the rest C (ts_rank weighs them);
--   search_name    the folded name or title, for trigram similarity (typos, prefixes, word order).
-- A tags array joins through sankofa_join: array_to_string is only STABLE.
CREATE OR REPLACE FUNCTION sankofa_join(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(value, ' '), '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sankofa_search_vector(a text, b text, c text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('french'::regconfig, sankofa_fold(coalesce(a, ''))), 'A')
    || setweight(to_tsvector('french'::regconfig, sankofa_fold(coalesce(b, ''))), 'B')
    || setweight(to_tsvector('french'::regconfig, sankofa_fold(coalesce(c, ''))), 'C') $$;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("full_name", "title", "company")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_search_vector_idx" ON "profiles" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold(coalesce("full_name", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_search_name_trgm_idx" ON "profiles" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("name", "description", sankofa_join("tags"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_search_vector_idx" ON "groups" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("name")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_search_name_trgm_idx" ON "groups" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "african_companies" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("nom" || ' ' || coalesce("sigle", ''), "description", coalesce("ville", '') || ' ' || coalesce("pays", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "african_companies_search_vector_idx" ON "african_companies" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "african_companies" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("nom" || ' ' || coalesce("sigle", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "african_companies_search_name_trgm_idx" ON "african_companies" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("title", "company", "location" || ' ' || left("description", 20000))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_search_vector_idx" ON "job_offers" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("title")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_search_name_trgm_idx" ON "job_offers" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("title", "description", "location" || ' ' || coalesce("organizer", '') || ' ' || sankofa_join("tags"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_vector_idx" ON "events" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("title")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_name_trgm_idx" ON "events" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("title", "excerpt", left("content_text", 20000))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_search_vector_idx" ON "blog_posts" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("title")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_search_name_trgm_idx" ON "blog_posts" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("title", "description", coalesce("location", '') || ' ' || sankofa_join("tags"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_search_vector_idx" ON "projects" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("title")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_search_name_trgm_idx" ON "projects" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "appels_offres" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("titre", coalesce("organisme_emetteur", '') || ' ' || coalesce("resume", '') || ' ' || coalesce("description", ''), coalesce("secteur", '') || ' ' || coalesce("localisation", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appels_offres_search_vector_idx" ON "appels_offres" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "appels_offres" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("titre")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appels_offres_search_name_trgm_idx" ON "appels_offres" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector('', sankofa_join("domains"), "bio")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mentors_search_vector_idx" ON "mentors" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "hashtags" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  sankofa_search_vector("display", '', '')) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hashtags_search_vector_idx" ON "hashtags" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "hashtags" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (sankofa_fold("display")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hashtags_search_name_trgm_idx" ON "hashtags" USING gin ("search_name" gin_trgm_ops);
