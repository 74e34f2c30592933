import { APPLICATION_STATUS_LABELS } from '@psikorehber/shared/messages';
import { isApplicationStatus } from '@psikorehber/shared/rules/application-status';
import type { AuditEntry } from '@psikorehber/shared/schemas/admin';
import { EMPTY_VALUE, formatDateTime } from '~/features/admin/admin-format';

/** Turkish names of the audit actions the server writes; unknown actions show as written. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Oluşturuldu',
  verify: 'E-posta doğrulandı',
  update: 'Güncellendi',
  submit: 'Gönderildi',
  approve: 'Onaylandı',
  reject: 'Reddedildi',
  hold: 'Bekletildi',
  cancel: 'İptal edildi',
};

function actionLabel(action: string): string {
  return ACTION_LABELS[action.toLowerCase()] ?? action;
}

function statusLabel(raw: string | null): string {
  if (!raw) return EMPTY_VALUE;
  const upper = raw.toUpperCase() === 'PENDING' ? 'HOLD' : raw.toUpperCase();
  return isApplicationStatus(upper) ? APPLICATION_STATUS_LABELS[upper] : raw;
}

/** What happened to the application, who did it and when. */
export function AuditHistory({ history }: { history: readonly AuditEntry[] }) {
  return (
    <section aria-labelledby="admin-history-heading" className="mt-8">
      <h2 id="admin-history-heading" className="text-xl font-semibold text-ink">
        Geçmiş
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Henüz kayıt yok.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {history.map((entry, index) => (
            <li
              key={`${entry.createdAt}-${String(index)}`}
              className="rounded-lg border border-slate-200 px-4 py-3 text-sm"
            >
              <p className="font-semibold text-ink">{actionLabel(entry.action)}</p>
              <p className="mt-1 text-muted">
                {statusLabel(entry.fromStatus)} → {statusLabel(entry.toStatus)} ·{' '}
                {entry.actorEmail ?? 'Sistem'} ·{' '}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
