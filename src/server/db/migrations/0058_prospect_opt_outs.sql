-- A prospect's unsubscribe outlives the prospect: the address is kept, so a prospect created or imported
-- again with it starts unsubscribed. The prospects already unsubscribed are copied in.
CREATE TABLE "prospect_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "prospect_opt_outs" ("email", "created_at") SELECT lower("email"), "unsubscribed_at" FROM "prospects" WHERE "unsubscribed_at" IS NOT NULL ON CONFLICT DO NOTHING;
