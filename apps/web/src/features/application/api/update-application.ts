import type { ApplicationUpdate } from '@psikorehber/shared/schemas/apply';
import {
  applicationResponseSchema,
  type SecureMeResponse,
} from '@psikorehber/shared/schemas/accounts';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /apply/secure/update: saves the editable fields; only a DRAFT accepts it (409 otherwise). */
export async function updateApplication(body: ApplicationUpdate): Promise<Application> {
  const { application } = await api('/apply/secure/update', {
    method: 'POST',
    body,
    schema: applicationResponseSchema,
  });
  return application;
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: (application) => {
      queryClient.setQueryData<SecureMeResponse>(queryKeys.myApplication, (current) =>
        current ? { ...current, application } : current,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.myApplication }),
  });
}
