-- Search (issue 39): the listed groups' own search indexes. Another member finds a secret group only
-- when they belong to it, which the search reads through the member's memberships (search-sources.ts,
-- the groups' `own`); the others are read through these. On the whole table's index a word 1,000
-- secret groups held made every search read and drop each of them (at 10k groups: 5 ms of its 20).
CREATE INDEX IF NOT EXISTS "groups_listed_search_vector_idx" ON "groups" USING gin ("search_vector") WHERE "type" <> 'secret';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_listed_search_name_trgm_idx" ON "groups" USING gin ("search_name" gin_trgm_ops) WHERE "type" <> 'secret';
