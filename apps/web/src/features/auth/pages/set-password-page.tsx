import { zodResolver } from '@hookform/resolvers/zod';
import { SET_PASSWORD_TOKEN_STORAGE_KEY } from '@psikorehber/shared/constants';
import { SET_PASSWORD_MESSAGES } from '@psikorehber/shared/messages';
import { setPasswordFormSchema } from '@psikorehber/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { FormErrorSummary } from '~/components/form-error-summary';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { useSetFirstPassword } from '~/features/auth/api/set-password';
import { readStorage, removeStorage } from '~/lib/browser-storage';
import { messageOr } from '~/lib/error-message';
import { NewPasswordFields } from '~/features/auth/components/new-password-fields';

const FIELDS = [
  { name: 'password', id: 'set-password', label: 'Şifre' },
  { name: 'passwordConfirm', id: 'set-password-confirm', label: 'Şifre (tekrar)' },
] as const;

const FALLBACK_ERROR = 'Şifre belirlenemedi. Lütfen tekrar deneyin.';

/**
 * The token comes from ?token= or, when the link lost it, from session storage
 * (docs/requirements/screens.md#scr-set-password).
 */
function useVerifyToken(): string {
  const [searchParams] = useSearchParams();
  const [stored] = useState(() => readStorage('session', SET_PASSWORD_TOKEN_STORAGE_KEY));
  return searchParams.get('token')?.trim() || stored?.trim() || '';
}

/** Without a token there is nothing to set a password for: the error and the way back only. */
function TokenProblem() {
  return (
    <Alert tone="error" title={SET_PASSWORD_MESSAGES.tokenMissing}>
      Doğrulama bağlantısı eksik ya da süresi dolmuş olabilir.{' '}
      <Link to={paths.apply} className={textLinkStyle}>
        Başvuru sayfasına dönün
      </Link>
      .
    </Alert>
  );
}

export function SetPasswordPage() {
  const token = useVerifyToken();
  const navigate = useNavigate();
  const setPassword = useSetFirstPassword();
  const form = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setPassword.reset();
    try {
      await setPassword.mutateAsync({ verifyToken: values.token, password: values.password });
    } catch {
      return; // shown from the mutation state
    }
    removeStorage('session', [SET_PASSWORD_TOKEN_STORAGE_KEY]);
    await navigate(paths.application, { replace: true });
  });

  if (!token) {
    return (
      <Page title="Şifre belirle">
        <div className="mt-8 max-w-md">
          <TokenProblem />
        </div>
      </Page>
    );
  }

  return (
    <Page title="Şifre belirle">
      <div className="mt-8 max-w-md">
        <p className="text-muted">
          E-posta adresiniz doğrulandı. Hesabınızı oluşturmak için bir şifre belirleyin.
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
          {errors.token ? <TokenProblem /> : null}
          <FormErrorSummary errors={errors} fields={FIELDS} />
          {setPassword.isError ? (
            <Alert tone="error">{messageOr(setPassword.error, FALLBACK_ERROR)}</Alert>
          ) : null}
          <NewPasswordFields
            idPrefix="set"
            labels={{ password: 'Şifre', passwordConfirm: 'Şifre (tekrar)' }}
            password={form.register('password')}
            passwordConfirm={form.register('passwordConfirm')}
            errors={{
              password: errors.password?.message,
              passwordConfirm: errors.passwordConfirm?.message,
            }}
          />
          <Button type="submit" loading={isSubmitting}>
            Şifreyi kaydet
          </Button>
        </form>
      </div>
    </Page>
  );
}
