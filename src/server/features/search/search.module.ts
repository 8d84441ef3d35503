import { defineArea, mount } from '../../area';
import { searchPool } from './search.repository';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

/** One search across the network (issue 39): the header's suggestions, the results page, recent searches. */
export const searchModule = defineArea({
  name: 'search',
  memberData: {
    tables: { search_recent: { label: 'Recherches récentes' } },
  },
  build: ({ db, database, companies }) => ({
    search: createSearchService({ db, searchDb: database.dedicated(searchPool), companies }),
  }),
  routes: ({ search }) => [mount(searchRoutes, { prefix: '/api/v1', searchService: search })],
  // The words of names gone (a member who left, a renamed group) leave the typo dictionary each night.
  jobs: [
    {
      name: 'search-words-prune',
      schedule: '23 4 * * *',
      run: async ({ search }) => {
        await search.pruneWords();
      },
    },
  ],
});
