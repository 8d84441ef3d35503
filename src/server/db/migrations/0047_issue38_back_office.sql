CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"pricing_id" uuid,
	"category" text NOT NULL,
	"interval" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "prospect_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"relance_template_id" uuid,
	"rappel_template_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_rules" DROP CONSTRAINT "business_rules_type_check";--> statement-breakpoint
ALTER TABLE "african_companies" ADD COLUMN "reminders_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_invoice_id" text;--> statement-breakpoint
ALTER TABLE "pricing" ADD COLUMN "badge" text;--> statement-breakpoint
ALTER TABLE "prospect_sends" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rule_executions" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pricing_id_pricing_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricing"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_campaigns" ADD CONSTRAINT "prospect_campaigns_relance_template_id_prospect_templates_id_fk" FOREIGN KEY ("relance_template_id") REFERENCES "public"."prospect_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_campaigns" ADD CONSTRAINT "prospect_campaigns_rappel_template_id_prospect_templates_id_fk" FOREIGN KEY ("rappel_template_id") REFERENCES "public"."prospect_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_pricing_idx" ON "subscriptions" USING btree ("pricing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_campaigns_name_uq" ON "prospect_campaigns" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_campaign_id_prospect_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."prospect_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_executions" ADD CONSTRAINT "rule_executions_company_id_african_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."african_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_sends_follow_up_uq" ON "prospect_sends" USING btree ("prospect_id","follow_up") WHERE "prospect_sends"."follow_up" is not null;--> statement-breakpoint
CREATE INDEX "prospects_campaign_idx" ON "prospects" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "prospects_follow_up_idx" ON "prospects" USING btree ("status","contacted_at");--> statement-breakpoint
CREATE INDEX "rule_executions_company_idx" ON "rule_executions" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_invoice_id_unique" UNIQUE("provider_invoice_id");--> statement-breakpoint
ALTER TABLE "rule_executions" ADD CONSTRAINT "rule_executions_company_step_uq" UNIQUE("rule_id","company_id","execution_step");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'read', 'answered', 'archived'));--> statement-breakpoint
ALTER TABLE "business_rules" ADD CONSTRAINT "business_rules_type_check" CHECK ("business_rules"."rule_type" in ('incomplete_profile', 'inactive_user', 'no_connections', 'company_inactive'));