import type { ApplicationStatus } from '@psikorehber/shared/constants';
import { ADMIN_MESSAGES } from '@psikorehber/shared/messages';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { textLinkStyle } from '~/components/button-styles';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { readListParams, withListParams } from '~/features/admin/admin-list-params';
import { useAdminApplications } from '~/features/admin/api/get-admin-applications';
import { AdminErrorState } from '~/features/admin/components/admin-error-state';
import { ApplicationsFilters } from '~/features/admin/components/applications-filters';
import { ApplicationsPagination } from '~/features/admin/components/applications-pagination';
import {
  ApplicationsTable,
  ApplicationsTableSkeleton,
} from '~/features/admin/components/applications-table';

export const EMPTY_LIST_MESSAGE = 'Kayıt bulunamadı.';

/** /admin: the application list with search, status filter and paging, all kept in the URL. */
export function AdminApplicationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useAdminApplications(params);

  // Typing replaces the history entry (one entry per search, not per keystroke); filters push one.
  const onSearch = useCallback(
    (q: string) =>
      setSearchParams((current) => withListParams(current, { q, page: 1 }), { replace: true }),
    [setSearchParams],
  );
  const onStatusChange = useCallback(
    (status: ApplicationStatus | null) =>
      setSearchParams((current) => withListParams(current, { status, page: 1 })),
    [setSearchParams],
  );
  const hrefFor = (page: number) => {
    const search = withListParams(searchParams, { page }).toString();
    return search ? `${paths.admin}?${search}` : paths.admin;
  };

  return (
    <Page title="Başvurular">
      <p className="mt-2 text-sm text-muted">
        <Link to={paths.adminPaymentsReport} className={textLinkStyle}>
          Ödeme raporu
        </Link>
      </p>
      <ApplicationsFilters
        q={params.q}
        status={params.status}
        onSearch={onSearch}
        onStatusChange={onStatusChange}
      />

      {list.isPending ? (
        <ApplicationsTableSkeleton />
      ) : list.isError ? (
        <AdminErrorState
          error={list.error}
          message={list.error instanceof Error ? list.error.message : ADMIN_MESSAGES.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <div className="mt-6">
          {list.data.items.length === 0 ? (
            <p
              role="status"
              className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted"
            >
              {EMPTY_LIST_MESSAGE}
            </p>
          ) : (
            <ApplicationsTable items={list.data.items} stale={list.isPlaceholderData} />
          )}
          <ApplicationsPagination
            page={params.page}
            size={list.data.size}
            total={list.data.total}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </Page>
  );
}
