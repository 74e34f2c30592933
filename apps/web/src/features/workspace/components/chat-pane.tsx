import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import { pairsNewestFirst, workspaceNoQuotaBanner } from '@psikorehber/shared/rules/workspace';
import type { AccessPolicy, TrialStatus } from '@psikorehber/shared/schemas/entities';
import type { MessageDto, TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { useAskQuestion, type LiveAsk } from '~/features/workspace/api/ask-question';
import { useMessages } from '~/features/workspace/api/get-messages';
import { MessagePairs, messageElementId } from '~/features/workspace/components/message-pairs';
import { NoQuotaBanner } from '~/features/workspace/components/no-quota-banner';
import { PdfButton } from '~/features/workspace/components/pdf-button';
import { QuestionComposer } from '~/features/workspace/components/question-composer';
import { TopicFrame } from '~/features/workspace/components/topic-frame';
import { TopicRiskNote } from '~/features/workspace/components/topic-risk-note';

interface ConversationProps {
  topic: TopicDto;
  live: LiveAsk | null;
  focusMessageId: string | null;
  onMessageFocused: () => void;
}

/** The topic's pairs, newest first, with the pair being asked on top. */
function Conversation({ topic, live, focusMessageId, onMessageFocused }: ConversationProps) {
  const messages = useMessages(topic.wsId, topic.id);
  const stored = messages.data;

  const pairs = useMemo(() => {
    const base: MessageDto[] = stored ?? [];
    if (!live || live.topicId !== topic.id) return pairsNewestFirst(base);
    const liveIds = new Set([live.question.id, live.answer.id]);
    return pairsNewestFirst([
      ...base.filter((message) => !liveIds.has(message.id)),
      live.question,
      live.answer,
    ]);
  }, [stored, live, topic.id]);

  // A search hit opened this topic: bring its message into view once the messages are there.
  useEffect(() => {
    if (!focusMessageId || !stored) return;
    document.getElementById(messageElementId(focusMessageId))?.scrollIntoView?.({
      block: 'center',
    });
    onMessageFocused();
  }, [focusMessageId, stored, onMessageFocused]);

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
  return <MessagePairs pairs={pairs} />;
}

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

/** The chat pane of SPEC §2: title and frame, PDF, the question box and the pairs. */
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
  const asker = useAskQuestion(wsId);
  const [announcement, setAnnouncement] = useState('');
  const banner = access ? workspaceNoQuotaBanner(access, trial) : null;

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

  const ask = async (text: string) => {
    setAnnouncement('');
    const outcome = await asker.ask(topic.id, text);
    if (outcome.kind === 'complete') setAnnouncement(WORKSPACE_UI_MESSAGES.announceAnswerDone);
    if (outcome.kind === 'stopped') setAnnouncement(WORKSPACE_UI_MESSAGES.announceAnswerStopped);
    return outcome;
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
        asking={asker.asking}
        onAsk={ask}
        onStop={asker.stop}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Conversation
        topic={topic}
        live={asker.live}
        focusMessageId={focusMessageId}
        onMessageFocused={onMessageFocused}
      />
    </section>
  );
}
