import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import {
  TOPIC_FOCUSES,
  TOPIC_FOCUS_LABELS,
  USER_LEVELS,
  USER_LEVEL_LABELS,
  type TopicDto,
  type TopicFocus,
  type UserLevel,
} from '@psikorehber/shared/schemas/workspace';
import { useId } from 'react';
import { Alert } from '~/components/alert';
import { useUpdateTopic } from '~/features/workspace/api/update-topic';
import { messageOr } from '~/lib/error-message';

const selectStyle =
  'block min-h-9 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink shadow-sm focus:border-brand-700';

function isFocus(value: string): value is TopicFocus {
  return (TOPIC_FOCUSES as readonly string[]).includes(value);
}

function isLevel(value: string): value is UserLevel {
  return (USER_LEVELS as readonly string[]).includes(value);
}

/** The supervision frame of a topic ('Odak', 'Düzey'), saved with PATCH as soon as it changes. */
export function TopicFrame({ topic }: { topic: TopicDto }) {
  const focusId = useId();
  const levelId = useId();
  const update = useUpdateTopic(topic.wsId);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={focusId} className="text-xs font-semibold text-muted">
            Odak
          </label>
          <select
            id={focusId}
            className={selectStyle}
            value={topic.focus}
            onChange={(event) => {
              const focus = event.target.value;
              if (isFocus(focus)) update.mutate({ topicId: topic.id, changes: { focus } });
            }}
          >
            {TOPIC_FOCUSES.map((value) => (
              <option key={value} value={value}>
                {TOPIC_FOCUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={levelId} className="text-xs font-semibold text-muted">
            Düzey
          </label>
          <select
            id={levelId}
            className={selectStyle}
            value={topic.level}
            onChange={(event) => {
              const level = event.target.value;
              if (isLevel(level)) update.mutate({ topicId: topic.id, changes: { level } });
            }}
          >
            {USER_LEVELS.map((value) => (
              <option key={value} value={value}>
                {USER_LEVEL_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {update.isError ? (
        <Alert tone="error">{messageOr(update.error, WORKSPACE_UI_MESSAGES.topicSaveFailed)}</Alert>
      ) : null}
    </div>
  );
}
