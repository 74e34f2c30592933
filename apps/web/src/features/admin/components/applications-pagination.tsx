import { Link } from 'react-router';
import { buttonStyles } from '~/components/button-styles';

interface ApplicationsPaginationProps {
  page: number;
  size: number;
  total: number;
  /** The search string of `targetPage`, e.g. '?q=ayşe&page=2'. */
  hrefFor: (targetPage: number) => string;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** Previous / next links (absent at the edges), the page position and the total count. */
export function ApplicationsPagination({
  page,
  size,
  total,
  hrefFor,
}: ApplicationsPaginationProps) {
  const pages = pageCount(total, size);
  const hasPrevious = page > 1;
  const hasNext = page < pages;
  return (
    <nav
      aria-label="Sayfalama"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm"
    >
      <p className="text-muted" aria-live="polite">
        Toplam {total} kayıt
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {hasPrevious ? (
          <Link to={hrefFor(Math.min(page - 1, pages))} className={buttonStyles.secondary}>
            Önceki
          </Link>
        ) : null}
        <span className="font-medium text-ink">
          Sayfa {page} / {pages}
        </span>
        {hasNext ? (
          <Link to={hrefFor(page + 1)} className={buttonStyles.secondary}>
            Sonraki
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
