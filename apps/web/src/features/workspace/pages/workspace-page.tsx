import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import type { SearchHit, TopicDto, WorkspaceDto } from '@psikorehber/shared/schemas/workspace';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { buttonStyles } from '~/components/button-styles';
import { Drawer } from '~/components/drawer';
import { ListIcon } from '~/features/workspace/components/icons';
import { LoadingState } from '~/components/loading-state';
import { Page } from '~/components/page';
import { useTopics } from '~/features/workspace/api/get-topics';
import { useCurrentWorkspace } from '~/features/workspace/api/get-workspace';
import { useWorkspaceAccess } from '~/features/workspace/api/get-workspace-access';
import { ChatPane } from '~/features/workspace/components/chat-pane';
import { TopicPanel } from '~/features/workspace/components/topic-panel';
import { useTrialStatus } from '~/lib/trial';
import { useDocumentTitle } from '~/lib/use-document-title';

const PAGE_TITLE = 'Çalışma Alanı';
/** The selected topic lives in the URL (?t=<topicId>), so links and reloads keep it. */
const TOPIC_PARAM = 't';

function WorkspaceScreen({ workspace }: { workspace: WorkspaceDto }) {
  const wsId = workspace.id;
  const topics = useTopics(wsId);
  const access = useWorkspaceAccess();
  const trial = useTrialStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** A search hit's message, brought into view once its topic shows it. */
  const [focus, setFocus] = useState<{ topicId: string; messageId: string | null } | null>(null);

  const requestedId = searchParams.get(TOPIC_PARAM);
  const list = topics.data ?? [];
  // An unknown or deleted id falls back to the newest topic.
  const selected = list.find((topic) => topic.id === requestedId) ?? list[0] ?? null;

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const clearFocusMessage = useCallback(() => setFocus(null), []);

  const select = (topicId: string) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(TOPIC_PARAM, topicId);
      return next;
    });
  };

  const onCreated = (topic: TopicDto) => {
    select(topic.id);
    setDrawerOpen(false);
  };

  const onDeleted = (topicId: string) => {
    if (requestedId !== topicId) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TOPIC_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  const onPickHit = (hit: SearchHit) => {
    select(hit.topicId);
    setFocus({ topicId: hit.topicId, messageId: hit.messageId });
    setDrawerOpen(false);
  };

  const panelProps = {
    wsId,
    topics,
    access: access.data,
    selectedId: selected?.id ?? null,
    onChoose: closeDrawer,
    onCreated,
    onDeleted,
    onPickHit,
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{PAGE_TITLE}</h1>
        <button
          type="button"
          className={`${buttonStyles.secondary} md:hidden`}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <ListIcon className="size-5" />
          Oturumlar
        </button>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)] lg:gap-10">
        <aside
          aria-label="Oturumlar"
          className="hidden md:sticky md:top-4 md:block md:max-h-[calc(100dvh-2rem)] md:self-start md:overflow-y-auto md:pr-1"
        >
          <TopicPanel {...panelProps} />
        </aside>
        <ChatPane
          wsId={wsId}
          topic={selected}
          hasTopics={list.length > 0}
          access={access.data}
          trial={trial.data}
          // Only once the hit's topic is the one shown (the URL may change a moment later).
          focusMessageId={focus && focus.topicId === selected?.id ? focus.messageId : null}
          onMessageFocused={clearFocusMessage}
        />
      </div>

      {drawerOpen ? (
        <Drawer title="Oturumlar" onClose={closeDrawer}>
          <TopicPanel {...panelProps} showHeading={false} />
        </Drawer>
      ) : null}
    </div>
  );
}

/**
 * /workspace (docs/requirements/screens.md#scr-workspace): sessions on the left (a drawer on
 * mobile), the chat on the right.
 */
export function WorkspacePage() {
  useDocumentTitle(PAGE_TITLE);
  const workspace = useCurrentWorkspace();

  if (workspace.isPending) return <LoadingState />;
  if (workspace.isError || !workspace.data) {
    return (
      <Page title={PAGE_TITLE}>
        <Alert tone="error" className="mt-6">
          <p>{WORKSPACE_UI_MESSAGES.loadFailed}</p>
          <Button
            variant="secondary"
            className="mt-3"
            loading={workspace.isFetching}
            onClick={() => void workspace.refetch()}
          >
            Tekrar dene
          </Button>
        </Alert>
      </Page>
    );
  }
  return <WorkspaceScreen workspace={workspace.data} />;
}
