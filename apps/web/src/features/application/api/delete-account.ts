import type { AccountDeleteBody } from '@psikorehber/shared/schemas/account';
import { okResponseSchema } from '@psikorehber/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * POST /api/account/delete {password} (KVKK erasure). The server erases the account and its
 * sessions at once; the caller then forgets the signed-in state.
 */
export async function deleteAccount(body: AccountDeleteBody): Promise<void> {
  await api('/account/delete', {
    method: 'POST',
    body,
    schema: okResponseSchema,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
