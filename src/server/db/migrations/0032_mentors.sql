-- Custom SQL migration file, put your code below! --
-- hand-written (keep when renumbering)
-- The mentors directory's name filter (`q`, a substring of the folded name): a trigram index over the
-- names of the members flagged as mentors, so the filter reads the few hundred matching mentors instead
-- of folding every listed mentor's name in turn (its count folded all 100k profiles). Every listed mentor
-- has `is_mentor` (set and cleared with the mentor record, in the same transaction).
CREATE INDEX IF NOT EXISTS "profiles_mentor_name_trgm_idx" ON "profiles" USING gin (sankofa_fold(coalesce("full_name", '')) gin_trgm_ops) WHERE "is_mentor" AND NOT "is_blocked" AND NOT "is_suspended";
