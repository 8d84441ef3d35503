CREATE TABLE "prospect_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prospect_id" uuid,
	"template_id" uuid,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_templates_type_check" CHECK ("prospect_templates"."type" in ('prospection', 'relance', 'rappel', 'bienvenue'))
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"entreprise" text,
	"poste" text,
	"ville" text,
	"status" text DEFAULT 'nouveau' NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospects_status_check" CHECK ("prospects"."status" in ('nouveau', 'contacte', 'interesse', 'inscrit'))
);
--> statement-breakpoint
CREATE TABLE "business_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rule_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"schedule_config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_rules_type_check" CHECK ("business_rules"."rule_type" in ('incomplete_profile', 'inactive_user', 'no_connections'))
);
--> statement-breakpoint
CREATE TABLE "rule_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid,
	"profile_id" uuid,
	"execution_step" integer NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"executed_at" timestamp with time zone,
	"next_execution_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_executions_step_uq" UNIQUE("rule_id","profile_id","execution_step"),
	CONSTRAINT "rule_executions_status_check" CHECK ("rule_executions"."status" in ('pending', 'executed', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "marked_inactive_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospect_sends" ADD CONSTRAINT "prospect_sends_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_sends" ADD CONSTRAINT "prospect_sends_template_id_prospect_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."prospect_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_executions" ADD CONSTRAINT "rule_executions_rule_id_business_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."business_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_executions" ADD CONSTRAINT "rule_executions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_sends_created_idx" ON "prospect_sends" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_email_uq" ON "prospects" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "prospects_created_idx" ON "prospects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "business_rules_created_idx" ON "business_rules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rule_executions_created_idx" ON "rule_executions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rule_executions_profile_idx" ON "rule_executions" USING btree ("profile_id");--> statement-breakpoint
-- hand-written (keep when renumbering)
-- The reference rule of 001 §3 (incomplete profile; reminders after 3, 7 and 30 days; final action
-- after 90), seeded inactive (plans/001 decision 7): an active seed would mail every incomplete
-- member at the first start.
INSERT INTO "business_rules" ("name", "description", "rule_type", "is_active", "conditions", "actions", "schedule_config")
VALUES (
  'Profil incomplet',
  'Rappelle aux membres de compléter leur profil (photo, titre, biographie), puis les marque inactifs après 90 jours.',
  'incomplete_profile',
  false,
  '{"missing_fields":["avatar_url","title","bio"]}',
  '{"email_reminders":true,"email_templates":{"profile_completion_reminder":{"subject":"Rappel {step} : complétez votre profil","body":"Bonjour {full_name}, votre profil n''est pas encore complet. Il manque : {missing_fields}. Un profil complet vous rend visible auprès de la communauté. Complétez-le ici : {profile_url}"},"final_warning":{"subject":"Dernier rappel : votre profil","body":"Bonjour {full_name}, malgré nos rappels, votre profil est resté incomplet ({missing_fields}). Il est désormais marqué inactif. Vous pouvez le compléter à tout moment : {profile_url}"}},"final_action":"mark_obsolete"}',
  '{"intervals_days":[3,7,30],"final_action_days":90,"timezone":"Europe/Paris"}'
);
