import type { AdminDecision } from '@psikorehber/shared/rules/application-status';
import {
  adminApplicationDetailSchema,
  type AdminApplicationDetail,
} from '@psikorehber/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin/admin-query-keys';
import { api } from '~/lib/api-client';

/**
 * POST /i/admin/applications/{id}/approve | reject | hold with an empty body. Answers like the
 * detail call; 409 invalid_state when the current status does not allow the decision.
 */
export async function decideAdminApplication(
  id: string,
  decision: AdminDecision,
): Promise<AdminApplicationDetail> {
  return api(`/i/admin/applications/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    schema: adminApplicationDetailSchema,
  });
}

/** Stores the answer as the cached detail and marks every list stale (its row changed). */
export function useDecideAdminApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: AdminDecision) => decideAdminApplication(id, decision),
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminQueryKeys.application(id), detail);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.applicationLists });
    },
  });
}
