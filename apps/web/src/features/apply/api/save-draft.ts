import type { ApplyFormValues } from '@psikorehber/shared/schemas/apply';
import { draftResponseSchema, type DraftResponse } from '@psikorehber/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { draftHeaders } from '~/features/apply/draft-id';
import { api } from '~/lib/api-client';

interface SaveDraftInput {
  values: ApplyFormValues;
  /** The draft this tab already has; the server then updates it instead of starting another. */
  draftId: string | null;
}

/**
 * POST /public/apply/draft (docs/requirements/api.md#api-apply-draft): creates or updates the
 * visitor's draft.
 */
export async function saveDraft({ values, draftId }: SaveDraftInput): Promise<DraftResponse> {
  return api('/public/apply/draft', {
    method: 'POST',
    body: values,
    headers: draftId ? draftHeaders(draftId) : undefined,
    schema: draftResponseSchema,
  });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
