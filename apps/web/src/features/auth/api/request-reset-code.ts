import { forgotRequestResponseSchema } from '@psikorehber/shared/schemas/accounts';
import type { ForgotEmailInput } from '@psikorehber/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { FORGOT_ENDPOINTS, postToFirstAvailable } from '~/features/auth/api/forgot-endpoints';

/** Forgot step 1: asks for a code; the answer is the same whether or not the account exists. */
export async function requestResetCode({ email }: ForgotEmailInput): Promise<void> {
  await postToFirstAvailable(
    FORGOT_ENDPOINTS.requestCode,
    { email: email.toLocaleLowerCase('en') },
    forgotRequestResponseSchema,
  );
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
