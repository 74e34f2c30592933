import { sessionResponseSchema, type SessionUser } from '@psikorehber/shared/schemas/accounts';
import type { SetPasswordBody } from '@psikorehber/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /public/apply/set-password: creates the account and signs the new user in. */
export async function setFirstPassword(body: SetPasswordBody): Promise<SessionUser> {
  const { user } = await api('/public/apply/set-password', {
    method: 'POST',
    body,
    schema: sessionResponseSchema,
  });
  return user;
}

export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFirstPassword,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
