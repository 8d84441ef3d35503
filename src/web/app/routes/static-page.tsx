import { useLocation, useParams } from 'react-router';
import { adminScreenPath } from '../../features/admin/paths';
import { StaticPageView } from '../../features/pages/components/StaticPageView';
import { type StaticPageAlias, staticPageAliases } from '../../features/pages/paths';
import { useSession } from '../../lib/session';

const isAlias = (name: string): name is StaticPageAlias => Object.hasOwn(staticPageAliases, name);

/** The slug of `/page/:slug`, or of a short address (`/about` → 'a-propos'). */
const useSlug = (): string => {
  const { slug } = useParams();
  const name = useLocation().pathname.replace(/^\/|\/$/g, '');
  return slug ?? (isAlias(name) ? staticPageAliases[name] : '');
};

/**
 * `/page/:slug` (000 §2.1), and `/about`, `/privacy`, `/terms` (002 §2 Feed): public. Whoever may edit
 * pages (`pages.edit`: admin, contentmanager) gets 'Modifier cette page', to
 * `/admin/static-pages?edit={slug}` (002 §2).
 */
export function Component() {
  const slug = useSlug();
  const mayEdit = useSession().data?.user?.abilities.includes('pages.edit') === true;
  return (
    // Keyed by slug: moving to another page starts from its own loading state.
    <StaticPageView key={slug} slug={slug} editPath={mayEdit ? adminScreenPath('static-pages') : undefined} />
  );
}
