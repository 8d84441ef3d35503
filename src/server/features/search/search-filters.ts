import { type SQL, sql } from 'drizzle-orm';
import type { SearchFilters, SearchKind } from '../../../common/contracts/search';

/**
 * The results page's filters (issue 39): each kind's main filters, those of its own directory
 * (`searchKindFilters`), as conditions on the kind's table `t` of the search repository. They read
 * cheap, indexed columns of `t` (or a join table once, through its category index) and are added to
 * the kind's visibility and match: a filter narrows what the viewer may see, never widens it.
 */

/** The conditions set, joined by `and`, or undefined when none is. */
const allOf = (...conditions: (SQL | false | undefined)[]): SQL | undefined => {
  const set = conditions.filter((condition): condition is SQL => Boolean(condition));
  return set.length > 0 ? sql.join(set, sql` and `) : undefined;
};

/** A kind's filters as one condition, or undefined when none is set; hashtags have none. */
export const kindFilters: Record<Exclude<SearchKind, 'hashtags'>, (f: SearchFilters) => SQL | undefined> = {
  // The country, which every member shows (never the city, which a member may hide).
  members: (f) => allOf(f.country !== undefined && sql`t.country_code = ${f.country}`),
  groups: (f) => allOf(f.groupType !== undefined && sql`t.type = ${f.groupType}`),
  // The sector as the directory's: its companies or its specialities', read once from the category index.
  companies: (f) =>
    allOf(
      f.country !== undefined && sql`t.country_code = ${f.country}`,
      f.categoryId !== undefined &&
        sql`t.id in (select c.company_id from company_professional_categories c where c.professional_category_id in (select p.id from professional_categories p where p.id = ${f.categoryId}::uuid or p.parent_id = ${f.categoryId}::uuid))`,
    ),
  jobs: (f) =>
    allOf(
      f.jobType !== undefined && sql`t.type = ${f.jobType}`,
      f.country !== undefined && sql`t.country_code = ${f.country}`,
    ),
  // As the events list: upcoming until they end, past once ended.
  events: (f) =>
    allOf(f.when === 'upcoming' && sql`t.end_date >= now()`, f.when === 'past' && sql`t.end_date < now()`),
  // A category of the blog's, read once from the categories' index.
  articles: (f) =>
    allOf(
      f.category !== undefined &&
        sql`t.id in (select pc.post_id from blog_post_categories pc where pc.category_id = ${f.category}::uuid)`,
    ),
  projects: (f) => allOf(f.status !== undefined && sql`t.status = ${f.status}`),
  tenders: (f) =>
    allOf(
      f.secteur !== undefined && sql`t.secteur = ${f.secteur}`,
      f.statut !== undefined && sql`t.statut = ${f.statut}`,
    ),
  // As the directory: one of the domains, as written (the domains' GIN index).
  mentors: (f) => allOf(f.domain !== undefined && sql`t.domains @> array[${f.domain}]::text[]`),
};
