import { adminScreenPath } from '../../features/admin/paths';
import { FaqView } from '../../features/pages/components/FaqView';
import { useSession } from '../../lib/session';

/** `/faq` (002 §2): public; whoever may edit it (`pages.edit`) gets a link to /admin/faq. */
export function Component() {
  const mayEdit = useSession().data?.user?.abilities.includes('pages.edit') === true;
  return <FaqView editPath={mayEdit ? adminScreenPath('faq') : undefined} />;
}
