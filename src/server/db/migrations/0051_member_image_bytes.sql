ALTER TABLE "events" ADD COLUMN "cover_bytes" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "logo_bytes" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "cover_bytes" integer;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "logo_bytes" integer;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "image_bytes" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_bytes" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cover_bytes" integer;