ALTER TABLE "prospects" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
-- hand-written (keep when renumbering)
-- Prospects whose e-mail is already a member's: « Inscrit » since the account was created.
UPDATE "prospects" SET "status" = 'inscrit', "registered_at" = "pr"."created_at", "updated_at" = now()
FROM "profiles" "pr" WHERE lower("pr"."email") = lower("prospects"."email") AND "prospects"."registered_at" IS NULL;
