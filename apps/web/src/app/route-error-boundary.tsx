import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '~/config/paths';
import { buttonStyles } from '~/components/button-styles';
import { useDocumentTitle } from '~/lib/use-document-title';

/**
 * Route-level error boundary: a render error, a failed loader or a page chunk that no longer exists
 * after a deployment ends here instead of a blank screen. Not lazy, so it works when chunks fail.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Sayfa bulunamadı' : 'Bir şeyler ters gitti';
  useDocumentTitle(title);

  return (
    <div role="alert" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">
        {notFound
          ? 'Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.'
          : 'Sayfa yüklenirken beklenmeyen bir hata oluştu. Sayfayı yenileyerek tekrar deneyebilirsiniz.'}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => window.location.reload()}
        >
          Sayfayı yenile
        </button>
        {/* A full page load, so a stale bundle is replaced as well. */}
        <a href={paths.home} className={buttonStyles.secondary}>
          Ana sayfaya dön
        </a>
      </div>
    </div>
  );
}
