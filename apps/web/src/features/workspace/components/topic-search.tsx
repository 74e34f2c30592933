import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@psikorehber/shared/constants';
import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import type { SearchHit } from '@psikorehber/shared/schemas/workspace';
import { useEffect, useId, useState } from 'react';
import { TextField } from '~/components/text-field';
import { useWorkspaceSearch } from '~/features/workspace/api/search-workspace';
import { formatDateTime } from '~/lib/format-date';

export const SEARCH_DEBOUNCE_MS = 300;

const HIT_KIND: Record<NonNullable<SearchHit['role']> | 'topic', string> = {
  user: 'Soru',
  assistant: 'Yanıt',
  topic: 'Başlık',
};

interface TopicSearchProps {
  wsId: string;
  /** A hit was chosen; the search is cleared afterwards. */
  onPick: (hit: SearchHit) => void;
}

/** 'Oturumlarda ara': searches titles and messages once typing pauses for 300 ms. */
export function TopicSearch({ wsId, onPick }: TopicSearchProps) {
  const fieldId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useWorkspaceSearch(wsId, query);

  useEffect(() => {
    const next = text.trim();
    if (next === query) return undefined;
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  const trimmed = text.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH;
  const active = query.length >= SEARCH_MIN_LENGTH;
  const hits = search.data ?? [];

  let status = '';
  if (tooShort) status = WORKSPACE_UI_MESSAGES.searchTooShort;
  else if (active && search.isError) status = WORKSPACE_UI_MESSAGES.searchFailed;
  else if (active && search.isSuccess && !search.isPlaceholderData) {
    status = hits.length === 0 ? WORKSPACE_UI_MESSAGES.searchNoResults : `${hits.length} sonuç`;
  }

  const pick = (hit: SearchHit) => {
    setText('');
    setQuery('');
    onPick(hit);
  };

  return (
    <div className="flex flex-col gap-2">
      <form
        role="search"
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the pause.
          event.preventDefault();
          setQuery(trimmed);
        }}
      >
        <TextField
          id={fieldId}
          type="search"
          label="Oturumlarda ara"
          placeholder="Başlık veya mesaj içinde"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          aria-controls={active ? resultsId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
              setQuery('');
            }
          }}
        />
      </form>
      <p role="status" className="text-sm text-muted empty:hidden">
        {status}
      </p>
      {active && hits.length > 0 ? (
        <ul
          id={resultsId}
          aria-label="Arama sonuçları"
          aria-busy={search.isFetching || undefined}
          className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1"
        >
          {hits.map((hit) => (
            <li key={`${hit.topicId}-${hit.messageId ?? 'title'}`}>
              <button
                type="button"
                onClick={() => pick(hit)}
                className="flex w-full flex-col gap-0.5 rounded-md px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold text-ink">{hit.topicTitle}</span>
                  <span className="shrink-0 text-xs text-muted">
                    {HIT_KIND[hit.role ?? 'topic']}
                  </span>
                </span>
                <span className="line-clamp-2 text-sm text-muted">{hit.snippet}</span>
                <span className="text-xs text-muted">{formatDateTime(hit.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
