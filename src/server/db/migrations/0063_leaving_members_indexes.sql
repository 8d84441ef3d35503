DROP INDEX "profiles_mentor_country_idx";--> statement-breakpoint
CREATE INDEX "profiles_mentor_country_idx" ON "profiles" USING btree ("country_code","id") WHERE "profiles"."is_mentor" and not "profiles"."is_blocked" and not "profiles"."is_suspended" and not "profiles"."is_leaving";--> statement-breakpoint
-- hand-written (keep when renumbering)
-- A member whose account deletion is pending (`is_leaving`, issue 38 §3) is hidden like a blocked or
-- suspended one: the partial indexes over the members others may see carry the whole rule
-- (platform/person.ts shownToOthers: not blocked, suspended or leaving), as the queries now say it once.
-- Same names, columns and expressions as before (0004, 0006, 0010, 0032): only the predicate grows.
-- The network (network.repository.ts `listable`, search-sources.ts `networkListable`).
DROP INDEX IF EXISTS "profiles_network_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_idx" ON "profiles" USING btree ("created_at" DESC, "id" DESC)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND NOT "is_leaving" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_network_text_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND NOT "is_leaving" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_network_title_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_title_trgm_idx" ON "profiles" USING gin ("search_title" gin_trgm_ops)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND NOT "is_leaving" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_network_city_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_city_idx" ON "profiles" USING btree (
  sankofa_fold(coalesce("location"->>'ville', '')) text_pattern_ops, "created_at" DESC)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND NOT "is_leaving" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_network_country_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_country_idx" ON "profiles" USING btree ("country_code", "created_at" DESC)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND NOT "is_leaving" AND btrim(coalesce("full_name", '')) <> ''
    AND btrim(coalesce("location"->>'ville', '') || coalesce("location"->>'pays', '')) <> '';
--> statement-breakpoint
-- 'Nouveau message' member search (conversation.repository.ts, `inGoodStanding`).
DROP INDEX IF EXISTS "profiles_recipient_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_recipient_search_trgm_idx" ON "profiles" USING gin (
  sankofa_fold(coalesce("full_name", '') || ' ' || "username") gin_trgm_ops)
  WHERE NOT "is_blocked" AND NOT "is_suspended" AND NOT "is_leaving";
--> statement-breakpoint
-- The mentors directory's name filter (mentor.repository.ts `listedConditions`).
DROP INDEX IF EXISTS "profiles_mentor_name_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_mentor_name_trgm_idx" ON "profiles" USING gin (sankofa_fold(coalesce("full_name", '')) gin_trgm_ops)
  WHERE "is_mentor" AND NOT "is_blocked" AND NOT "is_suspended" AND NOT "is_leaving";
