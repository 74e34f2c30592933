import { CONTACT_MESSAGES } from '@psikorehber/shared/messages';
import { isApiError } from '~/lib/api-client';

/** What the contact page shows when sending fails (docs/requirements/errors.md#err-contact). */
export interface ContactFailure {
  tone: 'info' | 'warning' | 'error';
  message: string;
  /** Whether to show the team's e-mail address as the way to write instead. */
  offerEmail: boolean;
  /** The field the server blamed, so the form can mark it too. */
  field?: string;
}

export function contactFailure(error: unknown): ContactFailure {
  if (isApiError(error)) {
    if (error.code === 'mail_not_configured') {
      return { tone: 'info', message: CONTACT_MESSAGES.mailNotConfigured, offerEmail: true };
    }
    if (error.code === 'mail_send_failed') {
      return { tone: 'error', message: CONTACT_MESSAGES.mailSendFailed, offerEmail: false };
    }
    if (error.status === 400 && error.code === 'invalid_body') {
      const [first] = error.details;
      return {
        tone: 'error',
        message: first?.message || CONTACT_MESSAGES.invalidBody,
        offerEmail: false,
        ...(first?.field ? { field: first.field } : {}),
      };
    }
    // 404 on both paths, or the server could not be reached at all.
    if (error.status === 404 || error.status === 0) {
      return { tone: 'warning', message: CONTACT_MESSAGES.formUnavailable, offerEmail: true };
    }
  }
  return { tone: 'error', message: CONTACT_MESSAGES.unexpected, offerEmail: false };
}
