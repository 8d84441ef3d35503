-- The job form's picker reads the active companies whose folded name starts with what was typed as a
-- range of this index, in byte order (the folded text is hand-written in migration 0016, so is this).
CREATE INDEX IF NOT EXISTS "african_companies_active_prefix_idx" ON "african_companies" USING btree ("search_text" COLLATE "C", "id") WHERE "african_companies"."active";
