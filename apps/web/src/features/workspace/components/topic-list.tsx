import { zodResolver } from '@hookform/resolvers/zod';
import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import type { TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { PencilIcon, TrashIcon } from '~/features/workspace/components/icons';
import { useDeleteTopic } from '~/features/workspace/api/delete-topic';
import { useUpdateTopic } from '~/features/workspace/api/update-topic';
import {
  topicTitleFormSchema,
  type TopicTitleForm,
  type TopicTitleFormInput,
} from '~/features/workspace/topic-title-form';
import { messageOr } from '~/lib/error-message';
import { formatDateTime } from '~/lib/format-date';

const iconButtonStyle =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50';

/** The address of a topic: the selected topic lives in the URL as ?t=<id>. */
export function topicHref(topicId: string): string {
  return `?${new URLSearchParams({ t: topicId }).toString()}`;
}

interface RenameFormProps {
  topic: TopicDto;
  pending: boolean;
  error: string | null;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** Inline rename: Enter saves, Escape cancels. */
function RenameForm({ topic, pending, error, onSave, onCancel }: RenameFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const form = useForm<TopicTitleFormInput, unknown, TopicTitleForm>({
    resolver: zodResolver(topicTitleFormSchema),
    defaultValues: { title: topic.title },
  });
  const { ref, ...field } = form.register('title');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const message = form.formState.errors.title?.message ?? error;

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ title }) => onSave(title))}
      className="flex flex-col gap-2 p-2"
    >
      <label htmlFor={fieldId} className="sr-only">
        Oturum başlığı
      </label>
      <input
        id={fieldId}
        ref={(element) => {
          ref(element);
          inputRef.current = element;
        }}
        autoComplete="off"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-700"
        {...field}
      />
      {message ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" loading={pending} className="min-h-9 px-3 py-1.5 text-sm">
          Kaydet
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={onCancel}
          className="min-h-9 px-3 py-1.5 text-sm"
        >
          Vazgeç
        </Button>
      </div>
    </form>
  );
}

interface TopicItemProps {
  wsId: string;
  topic: TopicDto;
  selected: boolean;
  onChoose: (topicId: string) => void;
  onAskDelete: (topic: TopicDto) => void;
}

function TopicItem({ wsId, topic, selected, onChoose, onAskDelete }: TopicItemProps) {
  const update = useUpdateTopic(wsId);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && returnFocus) {
      renameRef.current?.focus();
      setReturnFocus(false);
    }
  }, [editing, returnFocus]);

  const close = () => {
    setEditing(false);
    setError(null);
    setReturnFocus(true);
  };

  const save = (title: string) => {
    if (title === topic.title) {
      close();
      return;
    }
    setError(null);
    update.mutate(
      { topicId: topic.id, changes: { title } },
      {
        onSuccess: close,
        onError: (failure) => setError(messageOr(failure, WORKSPACE_UI_MESSAGES.topicSaveFailed)),
      },
    );
  };

  const lastActivity = formatDateTime(topic.lastMsgAt ?? topic.createdAt);

  return (
    <li
      className={`rounded-lg border ${selected ? 'border-brand-700 bg-brand-50' : 'border-transparent hover:bg-slate-50'}`}
    >
      {editing ? (
        <RenameForm
          topic={topic}
          pending={update.isPending}
          error={error}
          onSave={save}
          onCancel={close}
        />
      ) : (
        <div className="flex items-center gap-0.5 pr-1">
          <Link
            to={topicHref(topic.id)}
            aria-current={selected ? 'page' : undefined}
            onClick={() => onChoose(topic.id)}
            className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-lg px-3 py-2.5"
          >
            <span
              title={topic.title}
              className={`truncate ${selected ? 'font-semibold text-brand-900' : 'font-medium text-ink'}`}
            >
              {topic.title}
            </span>{' '}
            <span className="text-xs text-muted">
              {topic.messageCount} mesaj · <span className="sr-only">Son etkinlik </span>
              {lastActivity}
            </span>
          </Link>
          <button
            ref={renameRef}
            type="button"
            className={iconButtonStyle}
            aria-label={`${topic.title} oturumunu yeniden adlandır`}
            onClick={() => setEditing(true)}
          >
            <PencilIcon className="size-5" />
          </button>
          <button
            type="button"
            className={iconButtonStyle}
            aria-label={`${topic.title} oturumunu sil`}
            onClick={() => onAskDelete(topic)}
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
      )}
    </li>
  );
}

interface TopicListProps {
  wsId: string;
  topics: TopicDto[];
  selectedId: string | null;
  /** A topic was chosen (its link was followed). */
  onChoose: (topicId: string) => void;
  onDeleted: (topicId: string) => void;
}

/** Topics newest first, each with its message count and last activity, rename and delete. */
export function TopicList({ wsId, topics, selectedId, onChoose, onDeleted }: TopicListProps) {
  const remove = useDeleteTopic(wsId);
  const [confirming, setConfirming] = useState<TopicDto | null>(null);

  if (topics.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-muted">
        {WORKSPACE_UI_MESSAGES.noTopics}
      </p>
    );
  }

  return (
    <>
      {remove.isError ? (
        <Alert tone="error" className="mb-2">
          {messageOr(remove.error, WORKSPACE_UI_MESSAGES.topicDeleteFailed)}
        </Alert>
      ) : null}
      <ul aria-label="Oturum listesi" className="flex flex-col gap-1">
        {topics.map((topic) => (
          <TopicItem
            key={topic.id}
            wsId={wsId}
            topic={topic}
            selected={topic.id === selectedId}
            onChoose={onChoose}
            onAskDelete={(target) => {
              remove.reset();
              setConfirming(target);
            }}
          />
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          title={WORKSPACE_UI_MESSAGES.deleteTopicTitle}
          confirmLabel="Sil"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const target = confirming;
            setConfirming(null);
            remove.mutate(target.id, { onSuccess: () => onDeleted(target.id) });
          }}
        >
          <p>{WORKSPACE_UI_MESSAGES.deleteTopicBody(confirming.title)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
