import { NotFound } from '../../components/NotFound';

/** Any path no route claims. */
export function Component() {
  return <NotFound />;
}
