import type { LoginInput } from '@psikorehber/shared/schemas/auth';
import { sessionResponseSchema, type SessionUser } from '@psikorehber/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /auth/login: sets the session cookie and answers with the user. */
export async function login(input: LoginInput): Promise<SessionUser> {
  const { user } = await api('/auth/login', {
    method: 'POST',
    body: input,
    schema: sessionResponseSchema,
  });
  return user;
}

/** On success the session query holds the user, so the header and the guards know at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // A previous user's admin answer must not leak into this session.
      queryClient.removeQueries({ queryKey: queryKeys.adminPingAll });
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
