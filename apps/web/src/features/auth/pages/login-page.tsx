import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_MESSAGES } from '@psikorehber/shared/messages';
import { loginSchema } from '@psikorehber/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { FormErrorSummary } from '~/components/form-error-summary';
import { Page } from '~/components/page';
import { TextField } from '~/components/text-field';
import { paths } from '~/config/paths';
import { useLogin } from '~/features/auth/api/login';
import { isApiError } from '~/lib/api-client';
import { messageOr } from '~/lib/error-message';

const FIELDS = [
  { name: 'email', id: 'login-email', label: 'E-posta' },
  { name: 'password', id: 'login-password', label: 'Şifre' },
] as const;

/** The failure texts of docs/requirements/errors.md#err-login. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 'invalid_credentials')) return LOGIN_MESSAGES.invalidCredentials;
  return messageOr(error, LOGIN_MESSAGES.failed);
}

// Where the user goes after signing in is the /login guard's job (app/guards.tsx): this page only
// stores the session.
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    loginMutation.reset();
    await loginMutation.mutateAsync(values).catch(() => undefined);
  });

  return (
    <Page title="Giriş">
      <div className="mt-8 max-w-md">
        {searchParams.get('next') ? (
          <Alert tone="info" className="mb-6">
            Devam etmek için lütfen giriş yapın.
          </Alert>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormErrorSummary errors={errors} fields={FIELDS} />
          {loginMutation.isError ? (
            <Alert tone="error">{loginErrorMessage(loginMutation.error)}</Alert>
          ) : null}
          <TextField
            id="login-email"
            label="E-posta"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id="login-password"
            label="Şifre"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" loading={isSubmitting || loginMutation.isPending}>
            Giriş yap
          </Button>
        </form>
        <div className="mt-6 flex flex-col gap-2 text-sm">
          <Link to={paths.forgotPassword} className={textLinkStyle}>
            Şifremi unuttum
          </Link>
          <p className="text-muted">
            Henüz hesabınız yok mu?{' '}
            <Link to={paths.apply} className={textLinkStyle}>
              Başvurun
            </Link>
          </p>
        </div>
      </div>
    </Page>
  );
}
