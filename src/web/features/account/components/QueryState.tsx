import { QueryFailure } from '../../../components/QueryFailure';
import { SectionLoader } from '../../../components/SectionLoader';

/**
 * A section's loading spinner, or its error with a retry. `isCompact`: a tighter spinner and no icon
 * on the error, for a section inside a card's page.
 */
export function QueryState({
  error,
  onRetry,
  isCompact = false,
}: {
  error: unknown;
  onRetry: () => void;
  isCompact?: boolean;
}) {
  if (!error) return <SectionLoader py={isCompact ? 'md' : 'xl'} />;
  return <QueryFailure error={error} onRetry={onRetry} hasIcon={!isCompact} />;
}
