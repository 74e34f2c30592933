import type { ApplyVerifyCodeBody } from '@psikorehber/shared/schemas/apply';
import { verifyCodeResponseSchema } from '@psikorehber/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** POST /public/apply/verify-code: the code for the token that lets the visitor set a password. */
export async function verifyApplyCode(body: ApplyVerifyCodeBody): Promise<string> {
  const answer = await api('/public/apply/verify-code', {
    method: 'POST',
    body,
    schema: verifyCodeResponseSchema,
  });
  return answer.verifyToken || answer.token;
}

export function useVerifyApplyCode() {
  return useMutation({ mutationFn: verifyApplyCode });
}
