import { useParams } from 'react-router';
import { StaticPageView } from '../../features/pages/components/StaticPageView';
import { useSession } from '../../lib/session';
import { areaPath } from '../nav';

/** `/page/:slug` (000 §2.1): public. Admins get the edit link once its admin screen exists. */
export function Component() {
  const { slug = '' } = useParams();
  const isAdmin = useSession().data?.user?.abilities.includes('pages.edit') === true;
  return (
    // Keyed by slug: moving to another page starts from its own loading state.
    <StaticPageView key={slug} slug={slug} editPath={isAdmin ? areaPath('adminStaticPages') : undefined} />
  );
}
