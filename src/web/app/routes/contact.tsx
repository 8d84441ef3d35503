import { ContactView } from '../../features/pages/components/ContactView';

/** `/contact` (002 §2): public. */
export function Component() {
  return <ContactView />;
}
