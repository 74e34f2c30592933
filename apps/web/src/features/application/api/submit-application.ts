import {
  applicationResponseSchema,
  type SecureMeResponse,
} from '@psikorehber/shared/schemas/accounts';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /apply/secure/submit (empty body): DRAFT → SUBMITTED. */
export async function submitApplication(): Promise<Application> {
  const { application } = await api('/apply/secure/submit', {
    method: 'POST',
    schema: applicationResponseSchema,
  });
  return application;
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      queryClient.setQueryData<SecureMeResponse>(queryKeys.myApplication, (current) =>
        current ? { ...current, application } : current,
      );
    },
    // The header's status line and the dashboard read the status too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applicationStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myApplication }),
      ]),
  });
}
