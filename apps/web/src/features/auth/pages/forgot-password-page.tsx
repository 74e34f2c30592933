import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_LENGTH } from '@psikorehber/shared/constants';
import { FORGOT_MESSAGES } from '@psikorehber/shared/messages';
import {
  forgotCodeSchema,
  forgotEmailSchema,
  newPasswordFormSchema,
} from '@psikorehber/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { buttonStyles, textLinkStyle } from '~/components/button-styles';
import { FormErrorSummary } from '~/components/form-error-summary';
import { Page } from '~/components/page';
import { TextField } from '~/components/text-field';
import { paths } from '~/config/paths';
import { forgotErrorMessage } from '~/features/auth/api/forgot-endpoints';
import { useRequestResetCode } from '~/features/auth/api/request-reset-code';
import { useResetPassword } from '~/features/auth/api/reset-password';
import { useVerifyResetCode } from '~/features/auth/api/verify-reset-code';
import { isApiError } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { NewPasswordFields } from '~/features/auth/components/new-password-fields';

// Three steps — e-mail, code, new password (docs/requirements/screens.md#scr-forgot,
// docs/requirements/data.md#data-apply-steps).

type Step = 'email' | 'code' | 'reset' | 'done';

/**
 * After asking for a code the page always says the same thing, so it never reveals whether an
 * account exists. Only failures that say nothing about the account are shown instead: no endpoint,
 * too many requests, a server or network failure — otherwise the person would wait for a code that
 * was never sent.
 */
function hidesAccountExistence(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'no_endpoint' || error.status === 0 || error.status === 429) return false;
  return error.status < 500;
}

/** Each later step takes the focus when it appears, so keyboard and screen-reader users follow. */
function StepHeading({ number, children }: { number: number; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (number > 1) ref.current?.focus();
  }, [number]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
      <span className="text-muted">Adım {number}/3: </span>
      {children}
    </h2>
  );
}

function EmailStep({ onRequested }: { onRequested: (email: string) => void }) {
  const request = useRequestResetCode();
  const form = useForm({
    resolver: zodResolver(forgotEmailSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    request.reset();
    try {
      await request.mutateAsync({ email });
    } catch (error) {
      if (!hidesAccountExistence(error)) return;
    }
    onRequested(email);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <StepHeading number={1}>E-posta</StepHeading>
      <p className="text-muted">
        Hesabınızın e-posta adresini girin; size {CODE_LENGTH} haneli bir doğrulama kodu gönderelim.
      </p>
      <FormErrorSummary
        errors={errors}
        fields={[{ name: 'email', id: 'forgot-email', label: 'E-posta' }]}
      />
      {request.isError ? <Alert tone="error">{forgotErrorMessage(request.error)}</Alert> : null}
      <TextField
        id="forgot-email"
        label="E-posta"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" loading={isSubmitting}>
        Kod gönder
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}) {
  const verify = useVerifyResetCode();
  const form = useForm({
    resolver: zodResolver(forgotCodeSchema),
    defaultValues: { email, code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    verify.reset();
    try {
      onVerified(await verify.mutateAsync(values));
    } catch {
      // shown from the mutation state
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <StepHeading number={2}>Doğrulama kodu</StepHeading>
      <Alert tone="success">{FORGOT_MESSAGES.codeRequested}</Alert>
      <p className="text-sm text-muted">{FORGOT_MESSAGES.codeDelayHint}</p>
      <FormErrorSummary
        errors={errors}
        fields={[{ name: 'code', id: 'forgot-code', label: 'Doğrulama kodu' }]}
      />
      {verify.isError ? <Alert tone="error">{forgotErrorMessage(verify.error)}</Alert> : null}
      <TextField
        id="forgot-code"
        label="Doğrulama kodu"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        hint={`${email} adresine gönderilen ${String(CODE_LENGTH)} haneli kod.`}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" loading={isSubmitting}>
        Kodu doğrula
      </Button>
      <button type="button" className={`${textLinkStyle} self-start`} onClick={onChangeEmail}>
        Farklı bir e-posta kullan
      </button>
    </form>
  );
}

function ResetStep({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const resetPassword = useResetPassword();
  const [missingToken, setMissingToken] = useState(false);
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    resetPassword.reset();
    if (!resetToken) {
      setMissingToken(true);
      return;
    }
    try {
      await resetPassword.mutateAsync({ resetToken, ...values });
      onDone();
    } catch {
      // shown from the mutation state
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <StepHeading number={3}>Yeni şifre</StepHeading>
      <FormErrorSummary
        errors={errors}
        fields={[
          { name: 'password', id: 'forgot-password', label: 'Yeni şifre' },
          { name: 'passwordConfirm', id: 'forgot-password-confirm', label: 'Yeni şifre (tekrar)' },
        ]}
      />
      {missingToken ? <Alert tone="error">{FORGOT_MESSAGES.resetTokenMissing}</Alert> : null}
      {resetPassword.isError ? (
        <Alert tone="error">{forgotErrorMessage(resetPassword.error)}</Alert>
      ) : null}
      <NewPasswordFields
        idPrefix="forgot"
        labels={{ password: 'Yeni şifre', passwordConfirm: 'Yeni şifre (tekrar)' }}
        password={form.register('password')}
        passwordConfirm={form.register('passwordConfirm')}
        errors={{
          password: errors.password?.message,
          passwordConfirm: errors.passwordConfirm?.message,
        }}
      />
      <Button type="submit" loading={isSubmitting}>
        Şifreyi güncelle
      </Button>
    </form>
  );
}

export function ForgotPasswordPage() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState('');

  return (
    <Page title="Şifremi unuttum">
      <div className="mt-8 max-w-md">
        {step === 'email' ? (
          <EmailStep
            onRequested={(address) => {
              setEmail(address);
              setStep('code');
            }}
          />
        ) : null}
        {step === 'code' ? (
          <CodeStep
            email={email}
            onVerified={(token) => {
              setResetToken(token);
              setStep('reset');
            }}
            onChangeEmail={() => setStep('email')}
          />
        ) : null}
        {step === 'reset' ? (
          <ResetStep
            resetToken={resetToken}
            onDone={() => {
              setResetToken('');
              setStep('done');
              // The reset ended every session of the account, this browser's included.
              void queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true });
            }}
          />
        ) : null}
        {step === 'done' ? (
          <div className="flex flex-col gap-5">
            <Alert tone="success">{FORGOT_MESSAGES.resetDone}</Alert>
            <Link to={paths.login} className={`${buttonStyles.primary} self-start`}>
              Giriş yap
            </Link>
          </div>
        ) : null}
      </div>
    </Page>
  );
}
