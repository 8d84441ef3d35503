-- Refunds and disputes (chargebacks) of a payment: the PaymentIntent that paid it (refunds and disputes
-- name it; payments recorded before this migration have none and are found through Stripe's Checkout
-- Session), what was refunded, the dispute's state, and the subscription period a reversal revoked.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "revoked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_payment_intent_id_unique" UNIQUE("provider_payment_intent_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dispute_status_check" CHECK ("payments"."dispute_status" in ('open', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'expired', 'refunded'));