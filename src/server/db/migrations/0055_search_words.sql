-- Search (issue 39): the dictionary of the words in names and titles, for typos. A name close in
-- spelling to the query (`search_name %> query`) cost a trigram scan of each kind's names on every
-- search whose words found fewer rows than wanted: several milliseconds per kind at scale, most of a
-- suggestion. The query's words are now corrected once against this dictionary (112,668 short words
-- at scale, its own trigram index: a tenth of a millisecond) and the words found are matched in the names
-- as the query's own are (pg_trgm's documented way: "F.35.5 Text Search Integration"). Kept by the
-- database: every insert into a searched table, and every rename, adds its names' new words; the words
-- no name holds any more go each night (search.repository.ts, pruneWords).
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of 3 letters or digits or more of the inserted rows' `search_name` (already folded): one
-- statement per insert, however many rows it adds.
CREATE OR REPLACE FUNCTION sankofa_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed, regexp_split_to_table(changed.search_name, '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for a row whose name changed. A row trigger whose WHEN is false costs nothing, so the
-- counters these tables update on every like, comment or view never read the name's words.
CREATE OR REPLACE FUNCTION sankofa_search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_name, '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- On each searched table: its inserts, and the updates that change its name.
DO $$
DECLARE searched text;
BEGIN
  FOREACH searched IN ARRAY ARRAY['profiles', 'groups', 'african_companies', 'job_offers', 'events',
    'blog_posts', 'projects', 'appels_offres', 'hashtags']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION sankofa_search_words_add()', searched || '_search_words_insert', searched);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW '
      'WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name) EXECUTE FUNCTION sankofa_search_words_renamed()',
      searched || '_search_words_update', searched);
  END LOOP;
END $$;
--> statement-breakpoint
-- The words of the rows already there.
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT search_name FROM profiles UNION ALL SELECT search_name FROM groups
    UNION ALL SELECT search_name FROM african_companies UNION ALL SELECT search_name FROM job_offers
    UNION ALL SELECT search_name FROM events UNION ALL SELECT search_name FROM blog_posts
    UNION ALL SELECT search_name FROM projects UNION ALL SELECT search_name FROM appels_offres
    UNION ALL SELECT search_name FROM hashtags
  ) names, regexp_split_to_table(names.search_name, '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
