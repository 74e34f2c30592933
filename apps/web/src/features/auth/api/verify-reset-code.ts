import { FORGOT_MESSAGES } from '@psikorehber/shared/messages';
import { forgotVerifyResponseSchema } from '@psikorehber/shared/schemas/accounts';
import type { ForgotCodeInput } from '@psikorehber/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { FORGOT_ENDPOINTS, postToFirstAvailable } from '~/features/auth/api/forgot-endpoints';
import { ApiError, isApiError } from '~/lib/api-client';

/**
 * Forgot step 2: the e-mailed code for a reset token, read from data.resetToken
 * (docs/requirements/api.md#api-forgot-verify).
 */
export async function verifyResetCode(input: ForgotCodeInput): Promise<string> {
  try {
    const answer = await postToFirstAvailable(
      FORGOT_ENDPOINTS.verifyCode,
      input,
      forgotVerifyResponseSchema,
    );
    return answer.data.resetToken;
  } catch (error) {
    // A 2xx without the token: the requirements name this case
    // (docs/requirements/errors.md#err-forgot).
    if (isApiError(error, 'invalid_response')) {
      throw new ApiError({
        status: error.status,
        code: 'reset_token_missing',
        message: FORGOT_MESSAGES.resetTokenNotIssued,
        body: { message: FORGOT_MESSAGES.resetTokenNotIssued },
      });
    }
    throw error;
  }
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
