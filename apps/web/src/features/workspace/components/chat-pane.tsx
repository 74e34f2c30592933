import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import {
  answerEndNotice,
  pairsNewestFirst,
  workspaceNoQuotaBanner,
} from '@psikorehber/shared/rules/workspace';
import type { AccessPolicy, TrialStatus } from '@psikorehber/shared/schemas/entities';
import type { MessageDto, TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import {
  placeAnswer,
  useAskQuestion,
  type AnswerOutcome,
  type LiveAnswer,
} from '~/features/workspace/api/ask-question';
import { messagesOf, useMessagePages } from '~/features/workspace/api/get-messages';
import {
  AskNoticeAlert,
  QUOTA_REDIRECT,
  askFailureOf,
  type AskNotice,
} from '~/features/workspace/components/ask-notice';
import {
  MessagePairs,
  STOP_CONTROL_ATTRIBUTE,
  messageElementId,
  type AnswerControls,
} from '~/features/workspace/components/message-pairs';
import { NoQuotaBanner } from '~/features/workspace/components/no-quota-banner';
import { OlderMessages } from '~/features/workspace/components/older-messages';
import { PdfButton } from '~/features/workspace/components/pdf-button';
import { QuestionComposer } from '~/features/workspace/components/question-composer';
import { TopicFrame } from '~/features/workspace/components/topic-frame';
import { TopicRiskNote } from '~/features/workspace/components/topic-risk-note';

interface ConversationProps extends Omit<AnswerControls, 'topicTitle'> {
  topic: TopicDto;
  /** The answers being written now, in any topic. */
  lives: LiveAnswer[];
  /** Follow a stored answer the server is still writing. */
  onResume: (topicId: string, answer: MessageDto, question: MessageDto | null) => void;
  focusMessageId: string | null;
  onMessageFocused: () => void;
}

/**
 * The topic's pairs, newest first, with the answers being written in place. The history comes a
 * page at a time from the newest back (issue 18); older pages load at the end of the list.
 */
function Conversation({
  topic,
  lives,
  onResume,
  focusMessageId,
  onMessageFocused,
  ...controls
}: ConversationProps) {
  const messages = useMessagePages(topic.wsId, topic.id);
  const { data, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    messages;
  const stored = useMemo(() => (data ? messagesOf(data) : undefined), [data]);
  // Never while the pages are being read again: that read would be cancelled.
  const loadOlder = useCallback(() => {
    if (!isFetching) void fetchNextPage();
  }, [fetchNextPage, isFetching]);

  const { pairs, live } = useMemo(() => {
    let list: MessageDto[] = stored ?? [];
    const here = lives.filter((entry) => entry.topicId === topic.id);
    for (const entry of here)
      list = placeAnswer(list, entry.question, entry.answer, entry.replaces);
    return {
      pairs: pairsNewestFirst(list),
      live: new Map(here.map((entry) => [entry.answer.id, entry])),
    };
  }, [stored, lives, topic.id]);

  // An answer still being written on the server (a reload, another tab, a dropped connection):
  // follow it. Only when the stored messages change, so an answer given up is not retried in a loop.
  useEffect(() => {
    stored?.forEach((message, index) => {
      if (message.role !== 'assistant' || message.status !== 'streaming') return;
      const before = stored[index - 1];
      onResume(topic.id, message, before?.role === 'user' ? before : null);
    });
  }, [stored, topic.id, onResume]);

  // A search hit opened this topic: bring its message into view once it is there, reading older
  // pages until it is (or the history ends).
  useEffect(() => {
    if (!focusMessageId || !stored) return;
    if (!stored.some((message) => message.id === focusMessageId)) {
      if (isFetching) return;
      if (hasNextPage && !isFetchNextPageError) {
        void fetchNextPage();
        return;
      }
    }
    document.getElementById(messageElementId(focusMessageId))?.scrollIntoView?.({
      block: 'center',
    });
    onMessageFocused();
  }, [
    focusMessageId,
    stored,
    hasNextPage,
    isFetching,
    isFetchNextPageError,
    fetchNextPage,
    onMessageFocused,
  ]);

  if (messages.isPending && pairs.length === 0) {
    return (
      <p role="status" className="text-muted">
        Mesajlar yükleniyor…
      </p>
    );
  }
  if (messages.isError && pairs.length === 0) {
    return (
      <Alert tone="error">
        <p>{WORKSPACE_UI_MESSAGES.messagesLoadFailed}</p>
        <Button
          variant="secondary"
          className="mt-2"
          loading={messages.isFetching}
          onClick={() => void messages.refetch()}
        >
          Tekrar dene
        </Button>
      </Alert>
    );
  }
  if (pairs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-muted">
        {WORKSPACE_UI_MESSAGES.noMessages}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <MessagePairs
        pairs={pairs}
        live={live}
        topicTitle={topic.title}
        loadingOlder={isFetchingNextPage}
        {...controls}
      />
      <OlderMessages
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        paused={isFetching}
        failed={isFetchNextPageError}
        showStart={(data?.pages.length ?? 0) > 1}
        onLoad={loadOlder}
      />
    </div>
  );
}

/** What the status region says when an answer ends (failures have their own alert). */
function announcementFor(outcome: AnswerOutcome, live: LiveAnswer): string {
  switch (outcome.kind) {
    case 'complete':
      return WORKSPACE_UI_MESSAGES.announceAnswerDone;
    case 'stopped':
      return WORKSPACE_UI_MESSAGES.announceAnswerStopped;
    case 'partial':
    case 'error':
      return answerEndNotice(outcome.answer) ?? '';
    case 'cancelled':
      // An ask's question went back into the box, and the box says so.
      return live.kind === 'ask' ? '' : WORKSPACE_UI_MESSAGES.announceAnswerStopped;
    default:
      return '';
  }
}

/** Where focus goes when the stop control that had it goes away with its answer. */
const QUESTION_BOX = 'question-box';

interface ChatPaneProps {
  wsId: string;
  topic: TopicDto | null;
  /** Topics exist but none is selected (cannot happen after loading; kept for safety). */
  hasTopics: boolean;
  access: AccessPolicy | undefined;
  trial: TrialStatus | undefined;
  focusMessageId: string | null;
  onMessageFocused: () => void;
}

/**
 * The chat pane of docs/requirements/screens.md#scr-workspace-chat: title and frame, PDF, the
 * question box and the pairs.
 */
export function ChatPane({
  wsId,
  topic,
  hasTopics,
  access,
  trial,
  focusMessageId,
  onMessageFocused,
}: ChatPaneProps) {
  const titleId = useId();
  const bannerId = useId();
  const navigate = useNavigate();
  const boxRef = useRef<HTMLTextAreaElement | null>(null);
  const focusAfter = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<(AskNotice & { topicId: string }) | null>(null);
  const banner = access ? workspaceNoQuotaBanner(access, trial) : null;
  const asker = useAskQuestion(wsId, {
    onFinish: (outcome, live) => {
      // The stop control is about to go: focus goes to the answer, or to the question box when
      // the answer is gone (its question is back in the box).
      const active = document.activeElement;
      if (active?.getAttribute(STOP_CONTROL_ATTRIBUTE) === live.key) {
        focusAfter.current =
          'answer' in outcome ? messageElementId(outcome.answer.id) : QUESTION_BOX;
      }
      setAnnouncement(announcementFor(outcome, live));
      // An ask's failure is shown by the question box; a regeneration's here.
      if (outcome.kind === 'failed' && live.kind === 'regenerate') {
        const failure = askFailureOf(outcome.error);
        if (failure.kind === 'quotaRedirect') void navigate(QUOTA_REDIRECT);
        else setNotice({ ...failure, topicId: live.topicId });
      }
    },
    onStopFailed: (_error, live) => {
      setNotice({
        tone: 'error',
        message: WORKSPACE_UI_MESSAGES.stopFailed,
        topicId: live.topicId,
      });
    },
  });

  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const element = target === QUESTION_BOX ? null : document.getElementById(target);
    (element ?? boxRef.current)?.focus();
  }, [asker.lives]);

  if (!topic) {
    return (
      <section aria-label="Sohbet" className="flex flex-col gap-4">
        {/* Without credit a new user could not even create a topic: say why, offer the trial. */}
        {banner ? <NoQuotaBanner id={bannerId} reason={banner} /> : null}
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted">
          {hasTopics ? 'Soldaki listeden bir oturum seçin.' : WORKSPACE_UI_MESSAGES.noTopics}
        </p>
      </section>
    );
  }

  const ask = (text: string) => {
    setAnnouncement('');
    setNotice(null);
    return asker.ask(topic.id, text);
  };

  const regenerate = (answer: MessageDto, question: MessageDto | null) => {
    setAnnouncement('');
    setNotice(null);
    void asker.regenerate(topic.id, answer, question);
  };

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-3">
          <h2 id={titleId} className="text-2xl font-bold break-words text-ink">
            {topic.title}
          </h2>
          <TopicFrame topic={topic} />
        </div>
        <PdfButton topic={topic} />
      </header>

      <TopicRiskNote topic={topic} />
      {banner ? <NoQuotaBanner id={bannerId} reason={banner} /> : null}
      <QuestionComposer
        topicId={topic.id}
        disabled={banner !== null}
        describedBy={banner ? bannerId : undefined}
        busy={asker.busy}
        onAsk={ask}
        boxRef={boxRef}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {notice && notice.topicId === topic.id ? <AskNoticeAlert notice={notice} /> : null}
      <Conversation
        topic={topic}
        lives={asker.lives}
        busy={asker.busy}
        onStop={asker.stop}
        onRegenerate={regenerate}
        onResume={asker.resume}
        focusMessageId={focusMessageId}
        onMessageFocused={onMessageFocused}
      />
    </section>
  );
}
