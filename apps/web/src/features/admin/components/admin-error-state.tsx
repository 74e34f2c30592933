import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { paths } from '~/config/paths';
import { AUTH_REQUIRED_MESSAGE, isAuthError } from '~/features/admin/admin-errors';

interface AdminErrorStateProps {
  error: unknown;
  /** The text for failures other than 401/403. */
  message: string;
  /** Offered for failures a retry may fix; a missing session needs a sign-in instead. */
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
}

/**
 * A failed load: the text of docs/requirements/errors.md#err-admin with a retry button, or the
 * sign-in hint for 401/403.
 */
export function AdminErrorState({
  error,
  message,
  onRetry,
  retrying = false,
}: AdminErrorStateProps) {
  if (isAuthError(error)) {
    return (
      <Alert tone="error" className="mt-6">
        <p>{AUTH_REQUIRED_MESSAGE}</p>
        <p className="mt-2">
          <Link to={paths.login} className={textLinkStyle}>
            Giriş yap
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" className="mt-6">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-3" loading={retrying} onClick={onRetry}>
          Tekrar dene
        </Button>
      ) : null}
    </Alert>
  );
}
