-- Keyset indexes in ascending order. drizzle's .desc() makes DESC NULLS LAST, which an
-- `order by … desc` (NULLS FIRST) cannot read; PostgreSQL reads an ascending index backwards instead.
DROP INDEX "mail_outbox_created_at_idx";--> statement-breakpoint
DROP INDEX "conversations_p1_activity_idx";--> statement-breakpoint
DROP INDEX "conversations_p2_activity_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_sent_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
DROP INDEX "education_profile_start_idx";--> statement-breakpoint
DROP INDEX "experiences_profile_start_idx";--> statement-breakpoint
DROP INDEX "portfolio_items_profile_created_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "logs_created_at_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_p1_activity_idx" ON "conversations" USING btree ("participant1_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_p2_activity_idx" ON "conversations" USING btree ("participant2_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_sent_idx" ON "messages" USING btree ("conversation_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "education_profile_start_idx" ON "education" USING btree ("profile_id","start_date");--> statement-breakpoint
CREATE INDEX "experiences_profile_start_idx" ON "experiences" USING btree ("profile_id","start_date");--> statement-breakpoint
CREATE INDEX "portfolio_items_profile_created_idx" ON "portfolio_items" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "logs_created_at_idx" ON "logs" USING btree ("created_at","id");