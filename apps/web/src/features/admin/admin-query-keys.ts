import type { ApplicationStatus, ReportWindow } from '@psikorehber/shared/constants';

// TanStack Query keys of the admin area, kept in the feature so lib/query-keys stays the shell's.

export interface AdminApplicationsParams {
  q: string;
  status: ApplicationStatus | null;
  page: number;
}

export const adminQueryKeys = {
  all: ['admin'] as const,
  applicationLists: ['admin', 'applications', 'list'] as const,
  applicationList: (params: AdminApplicationsParams) =>
    ['admin', 'applications', 'list', params] as const,
  application: (id: string) => ['admin', 'applications', 'detail', id] as const,
  applicationFiles: (id: string) => ['admin', 'applications', 'files', id] as const,
  paymentsSummary: (reportWindow: ReportWindow) =>
    ['admin', 'payments', 'summary', reportWindow] as const,
  paymentsList: (reportWindow: ReportWindow) =>
    ['admin', 'payments', 'list', reportWindow] as const,
} as const;
