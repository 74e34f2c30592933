import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_LENGTH, SET_PASSWORD_TOKEN_STORAGE_KEY } from '@psikorehber/shared/constants';
import { APPLY_MESSAGES } from '@psikorehber/shared/messages';
import { applyCodeStepSchema } from '@psikorehber/shared/schemas/apply';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { paths } from '~/config/paths';
import { useRequestApplyCode } from '~/features/apply/api/request-code';
import { useVerifyApplyCode } from '~/features/apply/api/verify-code';
import type { CodeSent } from '~/features/apply/components/apply-form-step';
import { forgetCodeStep, storeCodeStep } from '~/features/apply/code-step-storage';
import { forgetDraftId } from '~/features/apply/draft-id';
import { writeStorage } from '~/lib/browser-storage';
import { messageOr } from '~/lib/error-message';

/** Seconds left until `until` (epoch ms), refreshed every second while above zero. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}

interface ApplyCodeStepProps {
  draftId: string;
  sent: CodeSent;
  onBack: () => void;
}

/** Step 2 of /apply: the 6-digit code from the e-mail; success goes to /set-password. */
export function ApplyCodeStep({ draftId, sent, onBack }: ApplyCodeStepProps) {
  const navigate = useNavigate();
  const verify = useVerifyApplyCode();
  const resend = useRequestApplyCode();
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfterSeconds * 1000);
  const [resent, setResent] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm({
    resolver: zodResolver(applyCodeStepSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // While this step is shown, a reload or a trip to the mail tab comes back to it.
  useEffect(() => {
    storeCodeStep({ draftId, email: sent.email, resendAt });
  }, [draftId, sent.email, resendAt]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    verify.reset();
    let token: string;
    try {
      token = await verify.mutateAsync({ draftId, code });
    } catch {
      return; // shown from the mutation state
    }
    // Kept for /set-password too, in case the query parameter gets lost on the way.
    writeStorage('session', SET_PASSWORD_TOKEN_STORAGE_KEY, token);
    forgetCodeStep();
    forgetDraftId();
    await navigate(`${paths.setPassword}?${new URLSearchParams({ token }).toString()}`);
  });

  const onResend = () => {
    setResent(false);
    resend.mutate(
      { email: sent.email, draftId },
      {
        onSuccess: (answer) => {
          setResent(true);
          setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
        },
      },
    );
  };

  const minutes = sent.expiresInSeconds ? Math.round(sent.expiresInSeconds / 60) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-ink focus:outline-none"
      >
        <span className="text-muted">Adım 2/2: </span>E-posta doğrulama
      </h2>
      <Alert tone="info">
        Doğrulama kodu <strong className="break-all">{sent.email}</strong> adresine gönderildi.
        {minutes ? ` Kod ${String(minutes)} dakika geçerlidir.` : null} Gelen kutunuzda
        göremiyorsanız istenmeyen (spam) klasörünü de kontrol edin.
      </Alert>
      {sent.notice ? <Alert tone="warning">{sent.notice}</Alert> : null}
      {verify.isError ? (
        <Alert tone="error">{messageOr(verify.error, APPLY_MESSAGES.verifyFailed)}</Alert>
      ) : null}
      <TextField
        id="apply-code"
        label="Doğrulama kodu"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        hint={`E-postanıza gelen ${String(CODE_LENGTH)} haneli kod.`}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" loading={isSubmitting}>
        Doğrula
      </Button>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
        {resent ? <Alert tone="success">Yeni doğrulama kodu gönderildi.</Alert> : null}
        {resend.isError ? (
          <Alert tone="error">{messageOr(resend.error, APPLY_MESSAGES.requestCodeFailed)}</Alert>
        ) : null}
        <Button
          variant="secondary"
          className="self-start"
          disabled={secondsLeft > 0}
          loading={resend.isPending}
          onClick={onResend}
        >
          {secondsLeft > 0
            ? `Kodu tekrar gönder (${String(secondsLeft)} sn)`
            : 'Kodu tekrar gönder'}
        </Button>
        <button
          type="button"
          className={`${textLinkStyle} self-start`}
          onClick={() => {
            forgetCodeStep();
            onBack();
          }}
        >
          Forma geri dön
        </button>
      </div>
    </form>
  );
}
