import { useParams } from 'react-router';
import { adminScreenPath } from '../../features/admin/paths';
import { StaticPageView } from '../../features/pages/components/StaticPageView';
import { useSession } from '../../lib/session';

/**
 * `/page/:slug` (000 §2.1): public. Whoever may edit pages (`pages.edit`: admin, contentmanager) gets
 * 'Modifier cette page', to `/admin/static-pages?edit={slug}` (002 §2).
 */
export function Component() {
  const { slug = '' } = useParams();
  const mayEdit = useSession().data?.user?.abilities.includes('pages.edit') === true;
  return (
    // Keyed by slug: moving to another page starts from its own loading state.
    <StaticPageView key={slug} slug={slug} editPath={mayEdit ? adminScreenPath('static-pages') : undefined} />
  );
}
