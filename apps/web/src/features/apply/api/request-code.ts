import type { ApplyRequestCodeBody } from '@psikorehber/shared/schemas/apply';
import {
  codeSentResponseSchema,
  type CodeSentResponse,
} from '@psikorehber/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** POST /public/apply/request-code: e-mails a 6-digit code for the draft. */
export async function requestApplyCode(body: ApplyRequestCodeBody): Promise<CodeSentResponse> {
  return api('/public/apply/request-code', {
    method: 'POST',
    body,
    schema: codeSentResponseSchema,
  });
}

export function useRequestApplyCode() {
  return useMutation({ mutationFn: requestApplyCode });
}
