import type { AdminApplicationItem } from '@psikorehber/shared/schemas/admin';
import { Link } from 'react-router';
import { textLinkStyle } from '~/components/button-styles';
import { adminApplicationPath } from '~/config/paths';
import { EMPTY_VALUE, formatDate } from '~/features/admin/admin-format';
import { ApplicationStatusBadge } from '~/features/admin/components/application-status-badge';

interface ApplicationsTableProps {
  items: readonly AdminApplicationItem[];
  /** True while a newer page is on its way and these rows are the previous ones. */
  stale?: boolean;
}

function displayName(item: AdminApplicationItem): string {
  return item.fullName?.trim() || item.email;
}

/** A table on wide screens and a list of cards on phones; both link each row to its detail page. */
export function ApplicationsTable({ items, stale = false }: ApplicationsTableProps) {
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-60 transition-opacity' : ''}>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Başvurular</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Ad soyad
              </th>
              <th scope="col" className="px-4 py-3">
                E-posta
              </th>
              <th scope="col" className="px-4 py-3">
                Uzmanlık
              </th>
              <th scope="col" className="px-4 py-3">
                Durum
              </th>
              <th scope="col" className="px-4 py-3">
                Başvuru tarihi
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((item) => (
              <tr key={item.id} className="hover:bg-slate-50">
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link to={adminApplicationPath(item.id)} className={textLinkStyle}>
                    {displayName(item)}
                  </Link>
                </th>
                <td className="px-4 py-3 break-all">{item.email}</td>
                <td className="px-4 py-3">{item.specialization || EMPTY_VALUE}</td>
                <td className="px-4 py-3">
                  <ApplicationStatusBadge status={item.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={adminApplicationPath(item.id)}
              className="block rounded-xl border border-slate-200 p-4 hover:border-brand-700 hover:bg-slate-50"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold text-brand-800 underline underline-offset-4">
                  {displayName(item)}
                </span>
                <ApplicationStatusBadge status={item.status} />
              </span>
              <span className="mt-1 block text-sm break-all text-muted">{item.email}</span>
              <span className="mt-1 block text-sm text-ink">
                {item.specialization || EMPTY_VALUE}
              </span>
              <span className="mt-1 block text-xs text-muted">
                Başvuru tarihi: <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Grey placeholder rows while the first page loads. */
export function ApplicationsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="mt-6">
      <p role="status" className="sr-only">
        Başvurular yükleniyor…
      </p>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: rows }, (_, index) => (
          <li
            key={index}
            className="flex animate-pulse gap-4 rounded-xl border border-slate-200 p-4"
          >
            <span className="h-4 w-1/4 rounded bg-slate-200" />
            <span className="h-4 w-1/3 rounded bg-slate-200" />
            <span className="h-4 w-1/5 rounded bg-slate-200" />
            <span className="ml-auto h-4 w-16 rounded-full bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
