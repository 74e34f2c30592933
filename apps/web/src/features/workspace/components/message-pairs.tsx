import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import type { MessagePair } from '@psikorehber/shared/rules/workspace';
import type { MessageDto } from '@psikorehber/shared/schemas/workspace';
import { lazy, Suspense } from 'react';
import { Spinner } from '~/components/spinner';
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

function Answer({ message }: { message: MessageDto }) {
  const streaming = message.status === 'streaming';
  const empty = message.text.trim() === '';
  return (
    <div
      id={messageElementId(message.id)}
      aria-busy={streaming || undefined}
      className="w-full rounded-2xl rounded-tl-sm border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <p className="text-xs font-semibold text-brand-900">Yanıt</p>
      <div className="mt-1">
        {empty && streaming ? (
          <p className="flex items-center gap-2 text-muted">
            <Spinner />
            {WORKSPACE_UI_MESSAGES.answerInProgress}
          </p>
        ) : (
          <Suspense fallback={<PlainAnswer text={message.text} />}>
            <AnswerMarkdown text={message.text} />
          </Suspense>
        )}
      </div>
      {message.status === 'stopped' ? (
        <p className="mt-2 text-sm text-muted italic">{WORKSPACE_UI_MESSAGES.answerStopped}</p>
      ) : null}
      {message.status === 'error' ? (
        <p className="mt-2 text-sm text-red-800">
          {WORKSPACE_UI_MESSAGES.answerFailed} {WORKSPACE_UI_MESSAGES.answerCreditReturned}
        </p>
      ) : null}
      {!streaming && !empty ? (
        <>
          <SentToProvider message={message} />
          <div className="mt-3 flex justify-end">
            <CopyButton text={message.text} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Question/answer pairs, newest first (SPEC §2, §9). */
export function MessagePairs({ pairs }: { pairs: MessagePair<MessageDto>[] }) {
  return (
    <ol aria-label="Sorular ve yanıtlar (en yenisi üstte)" className="flex flex-col gap-8">
      {pairs.map((pair) => (
        <li key={pair.key} className="flex flex-col gap-3">
          {pair.question ? <Question message={pair.question} /> : null}
          {pair.answer ? <Answer message={pair.answer} /> : null}
        </li>
      ))}
    </ol>
  );
}
