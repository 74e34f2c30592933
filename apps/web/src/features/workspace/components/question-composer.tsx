import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_MAX_LENGTH } from '@psikorehber/shared/constants';
import { ASK_MESSAGES } from '@psikorehber/shared/messages';
import { askFailure, type AskFailure } from '@psikorehber/shared/rules/workspace';
import { askSchema, type AskBody } from '@psikorehber/shared/schemas/workspace';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { buttonStyles, textLinkStyle } from '~/components/button-styles';
import { paths } from '~/config/paths';
import type { AskOutcome } from '~/features/workspace/api/ask-question';
import { isApiError } from '~/lib/api-client';
import { loginPathWithNext } from '~/lib/next-path';

/** SPEC §2: the question box grows with its text up to 192 px, then scrolls. */
export const QUESTION_BOX_MAX_HEIGHT_PX = 192;
/** The counter turns amber from this share of the limit on. */
const COUNTER_WARNING_SHARE = 0.9;
/** SPEC §8: a 403 quota_exhausted or trial_exhausted goes to the plans page with this reason. */
export const QUOTA_REDIRECT = `${paths.billingPlans}?reason=quota`;

const numberFormat = new Intl.NumberFormat('tr-TR');

type AskFormInput = { text: string };

interface QuestionComposerProps {
  /** The topic questions go to; a failure shown for one topic is cleared when it changes. */
  topicId: string;
  /** No credit left (SPEC §2): the box and the button are disabled. */
  disabled: boolean;
  /** The id of the banner that explains why the box is disabled. */
  describedBy?: string | undefined;
  /** An answer is streaming (in any topic): sending waits, 'Durdur' stops it. */
  asking: boolean;
  onAsk: (text: string) => Promise<AskOutcome>;
  onStop: () => void;
}

function failureOf(error: unknown): AskFailure {
  if (isApiError(error)) return askFailure(error);
  return askFailure({ status: 0, message: error instanceof Error ? error.message : undefined });
}

/** 'Sorunuz': Ctrl/Cmd + Enter or 'Gönder' sends; a failed question goes back into the box. */
export function QuestionComposer({
  topicId,
  disabled,
  describedBy,
  asking,
  onAsk,
  onStop,
}: QuestionComposerProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<Extract<AskFailure, { kind: 'message' }> | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const stopRef = useRef<HTMLButtonElement>(null);

  const form = useForm<AskFormInput, unknown, AskBody>({
    resolver: zodResolver(askSchema),
    defaultValues: { text: '' },
  });
  const { ref: registerRef, ...field } = form.register('text');
  const text = form.watch('text');
  const error = form.formState.errors.text?.message;

  // Grow with the content up to the maximum height, then scroll.
  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = 'auto';
    const height = Math.min(box.scrollHeight, QUESTION_BOX_MAX_HEIGHT_PX);
    if (height > 0) box.style.height = `${String(height)}px`;
    box.style.overflowY = box.scrollHeight > QUESTION_BOX_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  // Gönder and Durdur swap places while an answer streams: if the one that had focus is gone,
  // focus moves to the matching control instead of falling back to the page.
  const wasAsking = useRef(asking);
  useEffect(() => {
    if (wasAsking.current === asking) return;
    wasAsking.current = asking;
    if (document.activeElement && document.activeElement !== document.body) return;
    if (asking) stopRef.current?.focus();
    else textareaRef.current?.focus();
  }, [asking]);

  // A failure message belongs to the topic it happened in.
  const [failureTopicId, setFailureTopicId] = useState(topicId);
  if (failureTopicId !== topicId) {
    setFailureTopicId(topicId);
    setFailure(null);
  }

  const submit = form.handleSubmit(async ({ text: question }) => {
    if (asking || disabled) return;
    const typed = form.getValues('text');
    setFailure(null);
    form.reset({ text: '' });
    const outcome = await onAsk(question);
    if (outcome.kind !== 'failed') return;
    // Nothing typed is lost: the question goes back into the box unless a new one was started.
    if (!form.getValues('text')) form.setValue('text', typed);
    const result = failureOf(outcome.error);
    if (result.kind === 'quotaRedirect') void navigate(QUOTA_REDIRECT);
    else setFailure(result);
  });

  const length = text.length;
  const counterTone =
    length > QUESTION_MAX_LENGTH
      ? 'font-semibold text-red-700'
      : length >= QUESTION_MAX_LENGTH * COUNTER_WARNING_SHARE
        ? 'font-semibold text-amber-800'
        : 'text-muted';
  const describedByIds = [describedBy, hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      {failure ? (
        <Alert tone={failure.tone}>
          <p>{failure.message}</p>
          {failure.signIn ? (
            <Link to={loginPathWithNext(location)} className={`${textLinkStyle} mt-1 inline-block`}>
              Giriş yap
            </Link>
          ) : null}
          {failure.message === ASK_MESSAGES.quotaWarning ? (
            <Link to={paths.billingPlans} className={`${textLinkStyle} mt-1 inline-block`}>
              Planları görüntüle
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        Sorunuz
      </label>
      <textarea
        id={fieldId}
        ref={(element) => {
          registerRef(element);
          textareaRef.current = element;
        }}
        rows={3}
        disabled={disabled}
        placeholder="Vakanızı veya sorunuzu kişisel veri içermeden yazın…"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        className={`block max-h-48 min-h-24 w-full resize-none rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-muted ${
          error ? 'border-red-600 focus:border-red-700' : 'border-slate-300 focus:border-brand-700'
        }`}
        {...field}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-sm text-muted">
          Göndermek için Ctrl + Enter (Mac’te ⌘ + Enter).
        </p>
        <div className="flex items-center gap-3">
          <span className={`text-sm tabular-nums ${counterTone}`}>
            <span className="sr-only">Karakter sayısı: </span>
            {numberFormat.format(length)} / {numberFormat.format(QUESTION_MAX_LENGTH)}
          </span>
          {asking ? (
            <button ref={stopRef} type="button" className={buttonStyles.danger} onClick={onStop}>
              Durdur
            </button>
          ) : (
            <Button type="submit" disabled={disabled}>
              Gönder
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
