-- Blocks (issue 32 §3): a block hides the two members from each other, their past notifications
-- included ("Kwame vous a envoyé un message" stayed in the blocked member's bell and led to a 404).
-- Each notification now names the member who caused it, and a block deletes the pair's.
ALTER TABLE "notifications" ADD COLUMN "caused_by" uuid;
--> statement-breakpoint
-- The past ones whose data names their causer: a message's sender, a connection's requester or
-- accepter, a group's join requester, a post's author. The others stay unnamed (null).
UPDATE "notifications" SET "caused_by" = ("found"."id")::uuid
FROM (
  SELECT "n"."id" AS "notification_id", "candidate" AS "id"
  FROM "notifications" "n",
    LATERAL (SELECT coalesce("n"."data"->>'sender_id', "n"."data"->>'requester_id', "n"."data"->>'accepter_id', "n"."data"->>'author_id') AS "candidate") "c"
  WHERE "candidate" ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
) AS "found"
WHERE "notifications"."id" = "found"."notification_id";
--> statement-breakpoint
-- The blocks already in place take the pairs' named notifications with them, as a new block does.
DELETE FROM "notifications" USING "blocks"
WHERE ("notifications"."user_id" = "blocks"."blocker_id" AND "notifications"."caused_by" = "blocks"."blocked_id")
   OR ("notifications"."user_id" = "blocks"."blocked_id" AND "notifications"."caused_by" = "blocks"."blocker_id");
