/** Shown when a route fails to load or render: a way back instead of a blank page. */
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  if (error) console.error(error);
  return (
    <main className="boot-error" role="alert">
      <h1>Something went wrong</h1>
      {message && <p>{message}</p>}
      <div className="row-gap">
        <button type="button" className="btn btn-primary btn-md" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a className="btn btn-outline btn-md" href="/">
          Go to home
        </a>
      </div>
    </main>
  );
}
