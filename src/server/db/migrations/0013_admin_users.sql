ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profiles_last_sign_in_idx" ON "profiles" USING btree ("last_sign_in_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_name_sort_idx" ON "profiles" USING btree (sankofa_fold("full_name"),"id");--> statement-breakpoint
CREATE INDEX "profiles_suspended_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."is_suspended";--> statement-breakpoint
CREATE INDEX "profiles_blocked_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."is_blocked";--> statement-breakpoint
CREATE INDEX "profiles_certified_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."is_certified";
--> statement-breakpoint
-- hand-written (keep when regenerating)
-- The back office's member search (/admin/users, admin-users.repository.ts `searchDocument`): name,
-- username and e-mail, accent- and case-insensitive, every member whatever their status. The expression
-- must stay identical to the repository's.
CREATE INDEX IF NOT EXISTS "profiles_admin_search_trgm_idx" ON "profiles" USING gin (
  sankofa_fold(coalesce("full_name", '') || ' ' || "username" || ' ' || "email") gin_trgm_ops);
--> statement-breakpoint
-- Last sign-in, from the sessions that exist when the column arrives (older ones are gone).
UPDATE "profiles" p SET "last_sign_in_at" = s."last" FROM (
  SELECT "user_id", max("created_at") AS "last" FROM "sessions" GROUP BY "user_id") s
  WHERE s."user_id" = p."id";
