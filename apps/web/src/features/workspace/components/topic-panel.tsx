import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';
import type { SearchHit, TopicDto } from '@psikorehber/shared/schemas/workspace';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { EntitlementBadge } from '~/features/workspace/components/entitlement-badge';
import { HistoryRetentionNote } from '~/features/workspace/components/history-retention-note';
import { NewTopicForm } from '~/features/workspace/components/new-topic-form';
import { TopicList } from '~/features/workspace/components/topic-list';
import { TopicSearch } from '~/features/workspace/components/topic-search';
import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';

interface TopicPanelProps {
  wsId: string;
  topics: {
    data: TopicDto[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  access: AccessPolicy | undefined;
  selectedId: string | null;
  /** The drawer has its own heading; the column shows this one. */
  showHeading?: boolean;
  onChoose: (topicId: string) => void;
  onCreated: (topic: TopicDto) => void;
  onDeleted: (topicId: string) => void;
  onPickHit: (hit: SearchHit) => void;
}

/**
 * The session (topic) column of docs/requirements/screens.md#scr-workspace-topics: badge,
 * new-title form, search and the list.
 */
export function TopicPanel({
  wsId,
  topics,
  access,
  selectedId,
  showHeading = true,
  onChoose,
  onCreated,
  onDeleted,
  onPickHit,
}: TopicPanelProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {showHeading ? <h2 className="text-lg font-semibold text-ink">Oturumlar</h2> : null}
        {access ? <EntitlementBadge access={access} /> : null}
      </div>
      {access ? <HistoryRetentionNote access={access} /> : null}
      <NewTopicForm wsId={wsId} onCreated={onCreated} />
      <TopicSearch wsId={wsId} onPick={onPickHit} />
      {topics.isPending ? (
        <p role="status" className="text-sm text-muted">
          Oturumlar yükleniyor…
        </p>
      ) : topics.isError || !topics.data ? (
        <Alert tone="error">
          <p>{WORKSPACE_UI_MESSAGES.topicsLoadFailed}</p>
          <Button
            variant="secondary"
            className="mt-2"
            loading={topics.isFetching}
            onClick={() => void topics.refetch()}
          >
            Tekrar dene
          </Button>
        </Alert>
      ) : (
        <TopicList
          wsId={wsId}
          topics={topics.data}
          selectedId={selectedId}
          onChoose={onChoose}
          onDeleted={onDeleted}
        />
      )}
    </div>
  );
}
