import type { ApplicationStatus } from '@psikorehber/shared/constants';
import { APPLICATION_STATUS_LABELS } from '@psikorehber/shared/messages';

// Each status has its own colour, but the Turkish label always says it too (never colour alone).
const statusStyles: Record<ApplicationStatus, string> = {
  NONE: 'border-slate-300 bg-slate-50 text-slate-700',
  DRAFT: 'border-slate-300 bg-slate-100 text-slate-800',
  SUBMITTED: 'border-sky-300 bg-sky-50 text-sky-900',
  APPROVED: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  HOLD: 'border-amber-300 bg-amber-50 text-amber-900',
  REJECTED: 'border-red-300 bg-red-50 text-red-900',
  CANCELLED: 'border-zinc-300 bg-zinc-100 text-zinc-700',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyles[status]}`}
    >
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
