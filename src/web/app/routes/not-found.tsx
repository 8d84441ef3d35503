import { NotFound } from '../../components/NotFound';
import { useSiteName } from '../../lib/public-settings';

/** Any path no route claims. */
export function Component() {
  return <NotFound siteName={useSiteName()} />;
}
