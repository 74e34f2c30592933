import type { ApplicationStatus } from '@psikorehber/shared/constants';
import { APPLICATION_STATUS_LABELS } from '@psikorehber/shared/messages';
import { useEffect, useState } from 'react';
import { TextField } from '~/components/text-field';
import { FILTERABLE_STATUSES } from '~/features/admin/admin-list-params';

export const SEARCH_DEBOUNCE_MS = 300;

interface ApplicationsFiltersProps {
  /** The search text in the URL. */
  q: string;
  status: ApplicationStatus | null;
  /** Called once typing pauses for SEARCH_DEBOUNCE_MS. */
  onSearch: (q: string) => void;
  onStatusChange: (status: ApplicationStatus | null) => void;
}

export function ApplicationsFilters({
  q,
  status,
  onSearch,
  onStatusChange,
}: ApplicationsFiltersProps) {
  const [text, setText] = useState(q);
  // When the URL changes by itself (back/forward), the box shows its value again.
  const [urlText, setUrlText] = useState(q);
  if (q !== urlText) {
    setUrlText(q);
    setText(q);
  }

  useEffect(() => {
    if (text === q) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <form
      role="search"
      className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]"
      onSubmit={(event) => {
        // Enter searches at once instead of waiting for the pause.
        event.preventDefault();
        if (text !== q) onSearch(text);
      }}
    >
      <TextField
        id="admin-search"
        type="search"
        label="Ara"
        placeholder="E-posta, ad soyad veya uzmanlık"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="admin-status" className="text-sm font-semibold text-ink">
          Durum
        </label>
        <select
          id="admin-status"
          value={status ?? ''}
          onChange={(event) =>
            onStatusChange((event.target.value || null) as ApplicationStatus | null)
          }
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-700"
        >
          <option value="">Tümü</option>
          {FILTERABLE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {APPLICATION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
