import { useSecondFactors } from '../api/second-factors';
import { PasskeysSection } from './PasskeysSection';
import { QueryState } from './QueryState';
import { TwoFactorSection } from './TwoFactorSection';

/** The second factors of `/settings/security`: the authenticator, then the passkeys (issue 33 §4–5). */
export function SecondFactorsCards() {
  const status = useSecondFactors();
  if (!status.isSuccess)
    return <QueryState error={status.error} onRetry={() => void status.refetch()} isCompact />;
  return (
    <>
      <TwoFactorSection status={status.data} />
      <PasskeysSection status={status.data} />
    </>
  );
}
