import { defineArea, mount } from '../../area';
import { sitemapRoutes } from './sitemap.routes';
import { createSitemapService } from './sitemap.service';

/** `/sitemap.xml` for search engines (issue 35 §5); robots.txt names it. */
export const sitemapModule = defineArea({
  name: 'sitemap',
  build: ({ db, config }) => ({ sitemap: createSitemapService(db, config.publicUrl) }),
  routes: ({ sitemap }) => [mount(sitemapRoutes, { prefix: '', sitemap })],
});
