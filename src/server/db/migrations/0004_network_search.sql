-- Network search (issue 5): accent- and case-insensitive matching on PostgreSQL 15 and PGlite alike.
-- Hand-written (drizzle-kit cannot express extensions, functions or partial expression indexes);
-- the predicate below is "listable" of network.repository.ts and must stay identical to it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes an IMMUTABLE
-- function that expression indexes may use.
CREATE OR REPLACE FUNCTION sankofa_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
-- The members the network lists (000 §5 "Network list"), newest first: the page and the count.
CREATE INDEX IF NOT EXISTS "profiles_network_idx" ON "profiles" USING btree ("created_at" DESC, "id" DESC)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
-- Free text: every word must appear in name, title, company, city or country.
CREATE INDEX IF NOT EXISTS "profiles_network_text_trgm_idx" ON "profiles" USING gin (
  sankofa_fold(coalesce("full_name", '') || ' ' || coalesce("title", '') || ' ' || coalesce("company", '')
    || ' ' || coalesce("location"->>'ville', '') || ' ' || coalesce("location"->>'pays', '')) gin_trgm_ops)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
-- The job filter: words of the professional title.
CREATE INDEX IF NOT EXISTS "profiles_network_title_trgm_idx" ON "profiles" USING gin (
  sankofa_fold(coalesce("title", '')) gin_trgm_ops)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
-- The city filter and "same city" of the suggestions: prefix or equality on the folded city.
CREATE INDEX IF NOT EXISTS "profiles_network_city_idx" ON "profiles" USING btree (
  sankofa_fold(coalesce("location"->>'ville', '')) text_pattern_ops, "created_at" DESC)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
-- The country filter and "same country" of the suggestions, newest first.
CREATE INDEX IF NOT EXISTS "profiles_network_country_idx" ON "profiles" USING btree ("country_code", "created_at" DESC)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
-- The languages filter: skills of the Languages category by folded name.
CREATE INDEX IF NOT EXISTS "skills_language_idx" ON "skills" USING btree (sankofa_fold("name"), "profile_id")
  WHERE "category" = 'Languages';
--> statement-breakpoint
-- The years-of-experience filter: a member's earliest start.
CREATE INDEX IF NOT EXISTS "experiences_start_profile_idx" ON "experiences" USING btree ("start_date", "profile_id");
--> statement-breakpoint
-- Row estimates for the folded skill names, so the planner sizes the languages filter right.
CREATE STATISTICS IF NOT EXISTS "skills_folded_name_stats" ON (sankofa_fold("name")) FROM "skills";
