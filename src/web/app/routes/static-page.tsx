import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { StaticPageView } from '../../features/pages/components/StaticPageView';
import { useSiteName } from '../../lib/public-settings';
import { areaPath } from '../nav';

/** `/page/:slug` (000 §2.1): public. Admins get the edit link once its admin screen exists. */
export function Component() {
  const { slug = '' } = useParams();
  const siteName = useSiteName();
  const isAdmin = useSession().data?.user?.abilities.includes('pages.edit') === true;
  return (
    // Keyed by slug: moving to another page starts from its own loading state.
    <StaticPageView
      key={slug}
      slug={slug}
      siteName={siteName}
      editPath={isAdmin ? areaPath('adminStaticPages') : undefined}
    />
  );
}
