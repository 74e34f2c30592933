import { ADMIN_PAGE_SIZE, STALE_TIME_MS } from '@psikorehber/shared/constants';
import { ADMIN_MESSAGES } from '@psikorehber/shared/messages';
import {
  adminApplicationsResponseSchema,
  type AdminApplicationsResponse,
} from '@psikorehber/shared/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminQueryKeys, type AdminApplicationsParams } from '~/features/admin/admin-query-keys';
import { ApiError, api, isApiError } from '~/lib/api-client';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The list may arrive as `items` or nested as `result.items`
 * (docs/requirements/data.md#data-admin-list).
 */
const applicationsBodySchema = z.preprocess(
  (body) =>
    isRecord(body) && !('items' in body) && isRecord(body.result)
      ? { ok: true, ...body.result }
      : body,
  adminApplicationsResponseSchema,
);

function readString(body: unknown, key: 'error' | 'message'): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * An application-list failure reads the response `error`, then `message`, else 'HTTP {status}'
 * (docs/requirements/errors.md#err-admin). The ApiError keeps its status, so callers can still
 * tell a 401 from a 500.
 */
function listError(error: ApiError): ApiError {
  const message =
    readString(error.body, 'error') ??
    readString(error.body, 'message') ??
    ADMIN_MESSAGES.httpStatus(error.status);
  return new ApiError({
    status: error.status,
    code: error.code,
    message,
    details: error.details,
    body: error.body,
  });
}

/** GET /i/admin/applications: one page of applications, newest first. */
export async function getAdminApplications(
  { q, status, page }: AdminApplicationsParams,
  signal?: AbortSignal,
): Promise<AdminApplicationsResponse> {
  try {
    return await api('/i/admin/applications', {
      query: {
        q: q.trim() || undefined,
        status: status ?? undefined,
        page,
        size: ADMIN_PAGE_SIZE,
        // Defeats any HTTP cache between us and the server
        // (docs/requirements/api.md#api-admin-list).
        _: Date.now(),
      },
      schema: applicationsBodySchema,
      signal,
    });
  } catch (error) {
    // Status 0 is a network failure: the client's own wording is clearer than 'HTTP 0'.
    if (isApiError(error) && error.status >= 300) throw listError(error);
    throw error;
  }
}

export function adminApplicationsQueryOptions(params: AdminApplicationsParams) {
  return queryOptions({
    queryKey: adminQueryKeys.applicationList(params),
    queryFn: ({ signal }) => getAdminApplications(params, signal),
    staleTime: STALE_TIME_MS.status,
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminApplications(params: AdminApplicationsParams) {
  return useQuery(adminApplicationsQueryOptions(params));
}
