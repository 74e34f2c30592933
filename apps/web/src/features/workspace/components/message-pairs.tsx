import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import { answerEndNotice, type MessagePair } from '@psikorehber/shared/rules/workspace';
import type { MessageDto } from '@psikorehber/shared/schemas/workspace';
import { lazy, Suspense, useId, useRef } from 'react';
import { Button } from '~/components/button';
import { buttonStyles } from '~/components/button-styles';
import { Spinner } from '~/components/spinner';
import type { LiveAnswer } from '~/features/workspace/api/ask-question';
import { CopyButton } from '~/features/workspace/components/copy-button';
import { SentToProvider } from '~/features/workspace/components/sent-to-provider';
import { formatDateTime } from '~/lib/format-date';

// The Markdown renderer is its own chunk: the list (and the page) shows at once, answers appear as
// plain text for the moment it takes to load.
const AnswerMarkdown = lazy(async () => ({
  default: (await import('~/features/workspace/components/answer-markdown')).AnswerMarkdown,
}));

function PlainAnswer({ text }: { text: string }) {
  return <p className="break-words whitespace-pre-wrap text-ink">{text}</p>;
}

/** The DOM id of a message, so a search hit can scroll to it. */
export function messageElementId(messageId: string): string {
  return `message-${messageId}`;
}

/** The attribute that marks the stop control of a live answer (its value is the live key). */
export const STOP_CONTROL_ATTRIBUTE = 'data-stop-answer';

function Question({ message }: { message: MessageDto }) {
  return (
    <div
      id={messageElementId(message.id)}
      className="ml-auto w-full max-w-[90%] rounded-2xl rounded-tr-sm bg-brand-50 px-4 py-3 text-ink sm:max-w-[80%]"
    >
      <p className="text-xs font-semibold text-brand-900">
        Soru <span className="font-normal text-muted">· {formatDateTime(message.createdAt)}</span>
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap">{message.text}</p>
    </div>
  );
}

const NOTICE_STYLES: Partial<Record<MessageDto['status'], string>> = {
  stopped: 'text-muted italic',
  partial: 'text-amber-800',
  error: 'text-red-800',
};

/** What the answers need from the page: who may stop or write one again, and how. */
export interface AnswerControls {
  /** The topic's title, named by the stop control (several topics may be open in tabs). */
  topicTitle: string;
  /** An answer is being written somewhere: none can be written again meanwhile. */
  busy: boolean;
  onStop: (liveKey: string) => void;
  onRegenerate: (answer: MessageDto, question: MessageDto | null) => void;
}

interface AnswerProps extends AnswerControls {
  message: MessageDto;
  question: MessageDto | null;
  /** Set while the answer is being written and followed here. */
  live: LiveAnswer | undefined;
}

function Answer({ message, question, live, topicTitle, busy, onStop, onRegenerate }: AnswerProps) {
  const hintId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const streaming = message.status === 'streaming';
  const empty = message.text.trim() === '';
  const notice = answerEndNotice(message);
  const resuming = live?.resuming === true;
  const regenerable = !streaming && message.canRegenerate;
  return (
    <div
      ref={cardRef}
      id={messageElementId(message.id)}
      // Focus lands here when the control that had it goes away (stop, regenerate).
      tabIndex={-1}
      className="w-full rounded-2xl rounded-tl-sm border border-slate-200 bg-white px-4 py-3 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold text-brand-900">Yanıt</p>
        {/* At the top, so it stays put while the text grows. */}
        {live ? (
          <button
            type="button"
            {...{ [STOP_CONTROL_ATTRIBUTE]: live.key }}
            className={`${buttonStyles.danger} shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white`}
            aria-label={WORKSPACE_UI_MESSAGES.stopAnswer(topicTitle)}
            // aria-disabled keeps focus on the control until the answer has ended.
            aria-disabled={live.stopping || undefined}
            aria-busy={live.stopping || undefined}
            onClick={() => onStop(live.key)}
          >
            {live.stopping ? <Spinner /> : null}
            Durdur
          </button>
        ) : null}
      </div>
      {/* Busy while written: the text, not the card with its stop control. */}
      <div aria-busy={streaming || undefined}>
        {!empty ? (
          <div className="mt-1">
            <Suspense fallback={<PlainAnswer text={message.text} />}>
              <AnswerMarkdown text={message.text} />
            </Suspense>
          </div>
        ) : null}
        {streaming && (empty || resuming) ? (
          <p className={`flex items-center gap-2 text-muted ${empty ? 'mt-1' : 'mt-2 text-sm'}`}>
            <Spinner />
            {resuming
              ? WORKSPACE_UI_MESSAGES.answerResuming
              : WORKSPACE_UI_MESSAGES.answerInProgress}
          </p>
        ) : null}
      </div>
      {notice ? (
        <p className={`mt-2 text-sm ${NOTICE_STYLES[message.status] ?? 'text-muted'}`}>{notice}</p>
      ) : null}
      {!streaming && !empty ? <SentToProvider message={message} /> : null}
      {regenerable || (!streaming && !empty) ? (
        <div className="mt-3 flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
          {regenerable ? (
            <>
              <p id={hintId} className="w-full text-right text-sm text-muted sm:w-auto">
                {message.regenerateFree
                  ? WORKSPACE_UI_MESSAGES.regenerateFree
                  : WORKSPACE_UI_MESSAGES.regenerateCosts}
              </p>
              <Button
                variant="secondary"
                disabled={busy}
                aria-describedby={hintId}
                onClick={() => {
                  // The button goes away with the old answer; the card stays.
                  cardRef.current?.focus();
                  onRegenerate(message, question);
                }}
              >
                {WORKSPACE_UI_MESSAGES.regenerate}
              </Button>
            </>
          ) : null}
          {!streaming && !empty ? <CopyButton text={message.text} /> : null}
        </div>
      ) : null}
    </div>
  );
}

interface MessagePairsProps extends AnswerControls {
  pairs: MessagePair<MessageDto>[];
  /** Older pairs are being read (they join the end of the list). */
  loadingOlder?: boolean;
  /** The answers being written in this topic, by their (current) message id. */
  live: ReadonlyMap<string, LiveAnswer>;
}

/** Question/answer pairs, newest first (docs/requirements/limits.md#lim-ordering). */
export function MessagePairs({
  pairs,
  live,
  loadingOlder = false,
  ...controls
}: MessagePairsProps) {
  return (
    <ol
      aria-label="Sorular ve yanıtlar (en yenisi üstte)"
      aria-busy={loadingOlder || undefined}
      className="flex flex-col gap-8"
    >
      {pairs.map((pair) => {
        const followed = pair.answer ? live.get(pair.answer.id) : undefined;
        return (
          // A live pair keeps its key while the server names it, so its controls keep focus.
          <li key={followed?.pairKey ?? pair.key} className="flex flex-col gap-3">
            {pair.question ? <Question message={pair.question} /> : null}
            {pair.answer ? (
              <Answer
                message={pair.answer}
                question={pair.question}
                live={followed}
                {...controls}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
