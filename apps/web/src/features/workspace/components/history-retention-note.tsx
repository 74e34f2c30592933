import { RETENTION_MESSAGES } from '@psikorehber/shared/messages';
import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';
import { formatDate } from '~/lib/format-date';

/**
 * Retention (docs/requirements/limits.md#lim-retention), as the access policy reports it: until
 * when the history stays readable without a plan, and that older history was deleted by the
 * retention job.
 */
export function HistoryRetentionNote({
  access,
}: {
  access: Pick<AccessPolicy, 'mode' | 'retentionUntil' | 'historyPurgedAt'>;
}) {
  const keptUntil = access.mode === 'retention' ? access.retentionUntil : null;
  if (!access.historyPurgedAt && !keptUntil) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-muted">
      {access.historyPurgedAt ? (
        <p>{RETENTION_MESSAGES.historyPurged(formatDate(access.historyPurgedAt))}</p>
      ) : null}
      {keptUntil ? <p>{RETENTION_MESSAGES.historyKeptUntil(formatDate(keptUntil))}</p> : null}
    </div>
  );
}
