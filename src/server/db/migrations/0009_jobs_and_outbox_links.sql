CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_tick_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_link_expires_idx" ON "mail_outbox" USING btree ("link_expires_at") WHERE "mail_outbox"."link" is not null;