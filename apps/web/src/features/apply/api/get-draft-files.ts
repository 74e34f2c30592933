import {
  documentListResponseSchema,
  type DocumentListResponse,
} from '@psikorehber/shared/schemas/accounts';
import type { ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { draftHeaders } from '~/features/apply/draft-id';
import { api, isApiError } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * GET /public/apply/files: the documents of the draft. A draft the server no longer knows (404:
 * finished or replaced) has none.
 */
export async function getDraftFiles(
  draftId: string,
  signal?: AbortSignal,
): Promise<ApplicationDocument[]> {
  try {
    const answer: DocumentListResponse = await api('/public/apply/files', {
      headers: draftHeaders(draftId),
      schema: documentListResponseSchema,
      signal,
    });
    return answer.files;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function draftFilesQueryOptions(draftId: string) {
  return queryOptions({
    queryKey: queryKeys.applyDraftFiles(draftId),
    queryFn: ({ signal }) => getDraftFiles(draftId, signal),
  });
}

/** The draft's documents; empty while there is no draft yet. */
export function useDraftFiles(draftId: string | null) {
  return useQuery({ ...draftFilesQueryOptions(draftId ?? ''), enabled: Boolean(draftId) });
}
