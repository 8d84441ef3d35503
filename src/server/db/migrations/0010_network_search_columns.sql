-- Network search (issue 13): the folded texts the free-text and job filters match, stored with the
-- row instead of folded again for every candidate a search tests (a trigram match rechecks each row
-- it finds: folding name, title, company and place cost ~4 µs a row, most of a broad search).
-- Hand-written like 0004: drizzle's schema does not declare these columns, so reading a profile
-- does not fetch them. network.repository.ts matches on them.
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (
  sankofa_fold(coalesce("full_name", '') || ' ' || coalesce("title", '') || ' ' || coalesce("company", '')
    || ' ' || coalesce("location"->>'ville', '') || ' ' || coalesce("location"->>'pays', ''))) STORED;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "search_title" text GENERATED ALWAYS AS (
  sankofa_fold(coalesce("title", ''))) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_network_text_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_network_title_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_title_trgm_idx" ON "profiles" USING gin ("search_title" gin_trgm_ops)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
