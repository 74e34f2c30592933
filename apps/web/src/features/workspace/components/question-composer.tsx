import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_MAX_LENGTH } from '@psikorehber/shared/constants';
import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import { askSchema, type AskBody } from '@psikorehber/shared/schemas/workspace';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type RefObject,
} from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buttonStyles } from '~/components/button-styles';
import { Spinner } from '~/components/spinner';
import type { AskOutcome } from '~/features/workspace/api/ask-question';
import {
  AskNoticeAlert,
  QUOTA_REDIRECT,
  askFailureOf,
  type AskNotice,
} from '~/features/workspace/components/ask-notice';

/**
 * The question box grows with its text up to 192 px, then scrolls
 * (docs/requirements/screens.md#scr-workspace-chat).
 */
export const QUESTION_BOX_MAX_HEIGHT_PX = 192;
/** The counter turns amber from this share of the limit on. */
const COUNTER_WARNING_SHARE = 0.9;

const numberFormat = new Intl.NumberFormat('tr-TR');

type AskFormInput = { text: string };

interface QuestionComposerProps {
  /** The topic questions go to; a failure shown for one topic is cleared when it changes. */
  topicId: string;
  /**
   * No credit left (docs/requirements/screens.md#scr-workspace-no-quota): the box and the button
   * are disabled.
   */
  disabled: boolean;
  /** The id of the banner that explains why the box is disabled. */
  describedBy?: string | undefined;
  /**
   * An answer is being written (in any topic): 'Gönder' stays in place but sends nothing. It is
   * not swapped for 'Durdur' (a double click would stop the answer it just asked for): the stop
   * control is on the answer.
   */
  busy: boolean;
  onAsk: (text: string) => Promise<AskOutcome>;
  /** Receives the question box, so the page can move focus to it. */
  boxRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * 'Sorunuz': Ctrl/Cmd + Enter or 'Gönder' sends; a failed question, or one stopped before its
 * answer began, goes back into the box.
 */
export function QuestionComposer({
  topicId,
  disabled,
  describedBy,
  busy,
  onAsk,
  boxRef,
}: QuestionComposerProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<AskNotice | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);

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

  // A failure or notice belongs to the topic it happened in.
  const [noticeTopicId, setNoticeTopicId] = useState(topicId);
  if (noticeTopicId !== topicId) {
    setNoticeTopicId(topicId);
    setNotice(null);
  }

  const handleSubmit = form.handleSubmit(async ({ text: question }) => {
    if (disabled) return;
    const typed = form.getValues('text');
    setNotice(null);
    form.reset({ text: '' });
    const outcome = await onAsk(question);
    const sentNothing =
      outcome.kind === 'failed' || outcome.kind === 'cancelled' || outcome.kind === 'ignored';
    if (!sentNothing) return;
    // Nothing typed is lost: the question goes back into the box unless a new one was started.
    if (!form.getValues('text')) form.setValue('text', typed);
    if (outcome.kind === 'cancelled') {
      setNotice({ tone: 'info', message: WORKSPACE_UI_MESSAGES.answerCancelled });
    } else if (outcome.kind === 'failed') {
      const failure = askFailureOf(outcome.error);
      if (failure.kind === 'quotaRedirect') void navigate(QUOTA_REDIRECT);
      else setNotice(failure);
    }
  });
  // While an answer is written a send does nothing, not even check the text.
  const submit = (event?: BaseSyntheticEvent) => {
    if (busy) {
      event?.preventDefault();
      return Promise.resolve();
    }
    return handleSubmit(event);
  };

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
      {notice ? <AskNoticeAlert notice={notice} /> : null}
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        Sorunuz
      </label>
      <textarea
        id={fieldId}
        ref={(element) => {
          registerRef(element);
          textareaRef.current = element;
          if (boxRef) boxRef.current = element;
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
          {/* aria-disabled, not disabled, while busy: the button keeps focus and its place. */}
          <button
            type="submit"
            disabled={disabled}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            className={`${buttonStyles.primary} aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-brand-700`}
          >
            {busy ? <Spinner /> : null}
            Gönder
          </button>
        </div>
      </div>
    </form>
  );
}
