-- A device's push subscription belongs to the session it was saved in and goes with it: a device signed
-- out from elsewhere ("sign out everywhere", a password reset) no longer receives the member's pushes.
-- The rows saved before did not say their session: they go, and each device saves its subscription
-- again the next time its member opens the site (features/account/api/device-push.ts, resync).
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");