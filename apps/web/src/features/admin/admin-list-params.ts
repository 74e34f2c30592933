import { ADMIN_DEFAULT_PAGE, type ApplicationStatus } from '@psikorehber/shared/constants';
import { isApplicationStatus } from '@psikorehber/shared/rules/application-status';
import type { AdminApplicationsParams } from '~/features/admin/admin-query-keys';

// The admin list keeps its state in the query string (q, status, page), so reloads and the
// browser's back and forward buttons restore it.

/** Statuses offered by the filter: every real status (NONE means "no application"). */
export const FILTERABLE_STATUSES = [
  'SUBMITTED',
  'HOLD',
  'APPROVED',
  'REJECTED',
  'DRAFT',
  'CANCELLED',
] as const satisfies readonly ApplicationStatus[];

function readStatus(raw: string | null): ApplicationStatus | null {
  if (!raw) return null;
  const upper = raw.trim().toUpperCase();
  // PENDING is the server's other name for HOLD
  // (docs/requirements/data.md#data-application-status).
  const status = upper === 'PENDING' ? 'HOLD' : upper;
  return isApplicationStatus(status) && status !== 'NONE' ? status : null;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : ADMIN_DEFAULT_PAGE;
}

export function readListParams(searchParams: URLSearchParams): AdminApplicationsParams {
  return {
    q: searchParams.get('q') ?? '',
    status: readStatus(searchParams.get('status')),
    page: readPage(searchParams.get('page')),
  };
}

/** A copy of `current` with the given changes; empty values and page 1 leave the URL. */
export function withListParams(
  current: URLSearchParams,
  changes: Partial<AdminApplicationsParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if ('q' in changes) set('q', changes.q ?? null);
  if ('status' in changes) set('status', changes.status ?? null);
  if ('page' in changes) {
    const page = changes.page ?? ADMIN_DEFAULT_PAGE;
    set('page', page > ADMIN_DEFAULT_PAGE ? String(page) : null);
  }
  return next;
}
