import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from './ErrorState';

/**
 * Error boundary of the routes: a French message with a retry (a 404 response gets the not-found
 * text). Retrying reloads the page, which also fetches a chunk that changed with a new deployment.
 */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      titleKey={isNotFound ? 'notFound.title' : undefined}
      messageKey={isNotFound ? 'notFound.body' : undefined}
      onRetry={() => window.location.reload()}
    />
  );
}
