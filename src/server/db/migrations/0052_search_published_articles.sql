-- Search (issue 39): the published articles' own search indexes. Another member finds published
-- articles only, so a search reads these; a draft is found by its author alone, through the authors'
-- index (search.repository.ts, a source's `own`). On the whole table's index a word many drafts hold
-- made every search read and drop those drafts one by one (at 100k articles, 10,000 drafts: 80 ms).
CREATE INDEX IF NOT EXISTS "blog_posts_published_search_vector_idx" ON "blog_posts" USING gin ("search_vector") WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_published_search_name_trgm_idx" ON "blog_posts" USING gin ("search_name" gin_trgm_ops) WHERE "status" = 'published';
