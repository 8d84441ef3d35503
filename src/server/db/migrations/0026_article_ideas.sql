CREATE TABLE "article_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"draft" text DEFAULT '' NOT NULL,
	"ideal_date" date,
	"occasion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "article_ideas_created_idx" ON "article_ideas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "article_ideas_occasion_idx" ON "article_ideas" USING btree ("occasion","created_at","id");