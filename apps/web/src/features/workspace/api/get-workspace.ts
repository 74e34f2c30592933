import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import {
  DEFAULT_WORKSPACE_NAME,
  workspaceListSchema,
  workspaceResponseSchema,
  type WorkspaceDto,
} from '@psikorehber/shared/schemas/workspace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * POST /workspaces/v2 {name}, falling back to POST /i/workspaces on 404
 * (docs/requirements/api.md#api-workspaces).
 */
async function createDefaultWorkspace(): Promise<WorkspaceDto> {
  const options = {
    method: 'POST',
    body: { name: DEFAULT_WORKSPACE_NAME },
    schema: workspaceResponseSchema,
  } as const;
  try {
    return (await api('/workspaces/v2', options)).workspace;
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return (await api('/i/workspaces', options)).workspace;
    }
    throw error;
  }
}

/**
 * GET /workspaces/v2. The server creates the default workspace on first use; should the list still
 * be empty, the page creates it itself, so there is always one to work in.
 */
export async function getWorkspaces(signal?: AbortSignal): Promise<WorkspaceDto[]> {
  const { items } = await api('/workspaces/v2', { schema: workspaceListSchema, signal });
  return items.length > 0 ? items : [await createDefaultWorkspace()];
}

export const workspacesQueryOptions = queryOptions({
  queryKey: queryKeys.workspaces,
  queryFn: ({ signal }) => getWorkspaces(signal),
  staleTime: STALE_TIME_MS.workspaces,
});

/**
 * The workspace the page works in: the first one (the requirements name no workspace switcher,
 * docs/requirements/screens.md#scr-workspace).
 */
export function useCurrentWorkspace() {
  return useQuery({ ...workspacesQueryOptions, select: (items) => items[0] ?? null });
}
