import {
  contactResponseSchema,
  type ContactBody,
  type ContactResponse,
} from '@psikorehber/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '~/lib/api-client';

/**
 * The primary path, and the one tried when it answers 404
 * (docs/requirements/api.md#api-contact).
 */
export const CONTACT_PATH = '/api/public/contact';
export const CONTACT_FALLBACK_PATH = '/public/contact';

function post(path: string, body: ContactBody): Promise<ContactResponse> {
  return api(path, { method: 'POST', body, schema: contactResponseSchema });
}

/**
 * POST /api/public/contact; on 404 the same message goes to /public/contact. Both resolve against
 * the API base (docs/requirements/api.md#api-base), so with the default base they reach the same
 * server route, and an API base that serves only one of them still works.
 */
export async function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  try {
    return await post(CONTACT_PATH, body);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return post(CONTACT_FALLBACK_PATH, body);
    throw error;
  }
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
