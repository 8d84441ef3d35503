import { adminScreenPath } from '../../features/admin/paths';
import { PricingView } from '../../features/pages/components/PricingView';
import { useSession } from '../../lib/session';

/** `/pricing` (002 §2): public; an admin (`admin.settings`) gets a link to /admin/pricing. */
export function Component() {
  const mayEdit = useSession().data?.user?.abilities.includes('admin.settings') === true;
  return <PricingView editPath={mayEdit ? adminScreenPath('pricing') : undefined} />;
}
