import { okResponseSchema } from '@psikorehber/shared/schemas/accounts';
import type { ForgotResetInput } from '@psikorehber/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { FORGOT_ENDPOINTS, postToFirstAvailable } from '~/features/auth/api/forgot-endpoints';

/** Forgot step 3: sets the new password; the server ends every session of the account. */
export async function resetPassword(input: ForgotResetInput): Promise<void> {
  await postToFirstAvailable(FORGOT_ENDPOINTS.reset, input, okResponseSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
