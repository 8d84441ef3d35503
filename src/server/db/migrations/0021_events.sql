CREATE TABLE "event_categories" (
	"event_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_categories_event_id_category_id_pk" PRIMARY KEY("event_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "event_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "event_participants_status_check" CHECK ("event_participants"."status" in ('registered', 'waiting'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"adresse" text,
	"ville" text,
	"pays" text,
	"code_postal" text,
	"latitude" double precision,
	"longitude" double precision,
	"country_code" text,
	"location" text NOT NULL,
	"online_url" text,
	"cover_image_url" text,
	"organizer" text,
	"organizer_email" text,
	"organizer_phone" text,
	"max_participants" integer,
	"language" text,
	"price" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"accessibility" text,
	"cancellation_policy" text,
	"website" text,
	"creator_id" uuid NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"waiting_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('presentiel', 'en_ligne', 'hybride')),
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date" >= "events"."start_date" and "events"."end_date" <= "events"."start_date" + interval '31 days'),
	CONSTRAINT "events_capacity_check" CHECK ("events"."max_participants" is null or ("events"."max_participants" >= 1 and "events"."participant_count" <= "events"."max_participants")),
	CONSTRAINT "events_counts_check" CHECK ("events"."participant_count" >= 0 and "events"."waiting_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_categories_category_idx" ON "event_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "event_comments_event_idx" ON "event_comments" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_comments_author_idx" ON "event_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_participants_pair_idx" ON "event_participants" USING btree ("event_id","profile_id");--> statement-breakpoint
CREATE INDEX "event_participants_list_idx" ON "event_participants" USING btree ("event_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "event_participants_profile_idx" ON "event_participants" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "events_country_start_idx" ON "events" USING btree ("country_code","start_date","id");--> statement-breakpoint
CREATE INDEX "events_creator_idx" ON "events" USING btree ("creator_id","created_at");--> statement-breakpoint
-- hand-written (keep when renumbering)
-- The list's text filters match folded texts stored with the row (as job offers' search_text, migration
-- 0012): words of the title and description; part of the place (location, city, country, street).
-- Not declared in the drizzle schema, so reading an event does not fetch them.
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (
  sankofa_fold("title" || ' ' || coalesce("description", ''))) STORED;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "search_place" text GENERATED ALWAYS AS (
  sankofa_fold("location" || ' ' || coalesce("ville", '') || ' ' || coalesce("pays", '') || ' ' || coalesce("adresse", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_place_trgm_idx" ON "events" USING gin ("search_place" gin_trgm_ops);
