-- Every foreign key gets an index that starts with its column (issue 41; checked by
-- db/foreign-key-indexes.test.ts). The soak found `groups.created_by` read whole on every upload (the
-- storage quota sums a member's pictures); the others are read whole when a member's account goes.
CREATE INDEX IF NOT EXISTS "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "group_join_requests_decided_by_idx" ON "group_join_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_created_by_idx" ON "groups" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mentor_reviews_author_idx" ON "mentor_reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_challenges_user_idx" ON "auth_challenges" USING btree ("user_id");