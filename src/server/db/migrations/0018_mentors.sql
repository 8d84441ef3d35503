CREATE TABLE "mentor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_reviews_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "mentor_reviews_rating_check" CHECK ("mentor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"bio" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"slots" text,
	"tariff" numeric(10, 2),
	"capacity" integer NOT NULL,
	"active_mentees" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentors_profile_id_unique" UNIQUE("profile_id"),
	CONSTRAINT "mentors_capacity_check" CHECK ("mentors"."capacity" between 1 and 50),
	CONSTRAINT "mentors_active_mentees_check" CHECK ("mentors"."active_mentees" >= 0 and "mentors"."active_mentees" <= "mentors"."capacity"),
	CONSTRAINT "mentors_tariff_check" CHECK ("mentors"."tariff" is null or "mentors"."tariff" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mentorship_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "mentorship_requests_status_check" CHECK ("mentorship_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "mentor_reviews" ADD CONSTRAINT "mentor_reviews_request_id_mentorship_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mentorship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_reviews" ADD CONSTRAINT "mentor_reviews_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_reviews" ADD CONSTRAINT "mentor_reviews_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_mentee_id_profiles_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_reviews_mentor_created_idx" ON "mentor_reviews" USING btree ("mentor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mentors_listed_idx" ON "mentors" USING btree ("created_at","id") WHERE "mentors"."is_active";--> statement-breakpoint
CREATE INDEX "mentors_domains_idx" ON "mentors" USING gin ("domains");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_requests_open_pair_idx" ON "mentorship_requests" USING btree ("mentor_id","mentee_id") WHERE "mentorship_requests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "mentorship_requests_mentor_created_idx" ON "mentorship_requests" USING btree ("mentor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mentorship_requests_mentee_created_idx" ON "mentorship_requests" USING btree ("mentee_id","created_at","id");