CREATE TABLE "stats_top_authors" (
	"preset" text PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"through_day" date NOT NULL,
	"floor" integer NOT NULL,
	"authors" jsonb NOT NULL,
	CONSTRAINT "stats_top_authors_floor_check" CHECK ("stats_top_authors"."floor" >= 0)
);
