/** Shown when a route fails to load or render: a way back instead of a blank page. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '@/i18n/i18n';

export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  if (error) console.error(error);
  return (
    <main className="boot-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      {message && <p>{message}</p>}
      <div className="row-gap">
        <button type="button" className="btn btn-primary btn-md" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a className="btn btn-outline btn-md" href="/">
          {t('routeError.home')}
        </a>
      </div>
    </main>
  );
}
