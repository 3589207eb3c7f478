import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '../errors/error-page.tsx';

/**
 * A public route's error boundary: a missing article or page (404) or a failure (500) shows the
 * error page inside the public layout, so the header and footer stay.
 */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return <ErrorPage status={notFound ? 404 : 500} path={notFound ? pathname : undefined} />;
}
