-- The directory walks the active companies by name and tests its filters (the folded text, the
-- country, the size) on the index entries themselves: INCLUDE columns, which drizzle's index builder
-- does not write, so the indexes keep their names and key columns in the schema.
DROP INDEX IF EXISTS "african_companies_active_name_idx";--> statement-breakpoint
CREATE INDEX "african_companies_active_name_idx" ON "african_companies" USING btree ("nom","id") INCLUDE ("search_text","country_code","taille") WHERE "african_companies"."active";--> statement-breakpoint
DROP INDEX IF EXISTS "african_companies_country_name_idx";--> statement-breakpoint
CREATE INDEX "african_companies_country_name_idx" ON "african_companies" USING btree ("country_code","nom","id") INCLUDE ("search_text","taille") WHERE "african_companies"."active";
