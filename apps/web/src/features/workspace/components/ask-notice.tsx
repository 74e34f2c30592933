import { ASK_MESSAGES } from '@psikorehber/shared/messages';
import { askFailure, type AskFailure } from '@psikorehber/shared/rules/workspace';
import { Link, useLocation } from 'react-router';
import { Alert } from '~/components/alert';
import { textLinkStyle } from '~/components/button-styles';
import { paths } from '~/config/paths';
import { isApiError } from '~/lib/api-client';
import { loginPathWithNext } from '~/lib/next-path';

/**
 * A 403 quota_exhausted or trial_exhausted goes to the plans page with this reason
 * (docs/requirements/errors.md#err-ask).
 */
export const QUOTA_REDIRECT = `${paths.billingPlans}?reason=quota`;

/**
 * A line about the last question or answer: a failure (docs/requirements/errors.md#err-ask) or
 * what happened to it.
 */
export interface AskNotice {
  tone: 'info' | 'warning' | 'error';
  message: string;
  /** Offer the sign-in page (401/403). */
  signIn?: boolean | undefined;
}

/** What the page does with a failed ask or regeneration (docs/requirements/errors.md#err-ask). */
export function askFailureOf(error: unknown): AskFailure {
  if (isApiError(error)) return askFailure(error);
  return askFailure({ status: 0, message: error instanceof Error ? error.message : undefined });
}

/** The notice with the way on: sign in, or the plans for a quota warning. */
export function AskNoticeAlert({ notice }: { notice: AskNotice }) {
  const location = useLocation();
  return (
    <Alert tone={notice.tone}>
      <p>{notice.message}</p>
      {notice.signIn ? (
        <Link to={loginPathWithNext(location)} className={`${textLinkStyle} mt-1 inline-block`}>
          Giriş yap
        </Link>
      ) : null}
      {notice.message === ASK_MESSAGES.quotaWarning ? (
        <Link to={paths.billingPlans} className={`${textLinkStyle} mt-1 inline-block`}>
          Planları görüntüle
        </Link>
      ) : null}
    </Alert>
  );
}
