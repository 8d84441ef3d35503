-- Search (issue 39): a mentor is found by their profile's name, title and company as well as their
-- mentoring texts. Matching the two tables' texts joined cannot use an index, and at 10k mentors it
-- tested every mentor's texts on each search (tens of milliseconds). These indexes hold the mentors'
-- profiles only, so that the search reads the few matching profiles first (search.repository.ts).
CREATE INDEX IF NOT EXISTS "profiles_mentor_search_vector_idx" ON "profiles" USING gin ("search_vector") WHERE "is_mentor";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_mentor_search_name_trgm_idx" ON "profiles" USING gin ("search_name" gin_trgm_ops) WHERE "is_mentor";
