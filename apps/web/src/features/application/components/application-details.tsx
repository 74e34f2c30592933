import type { Application } from '@psikorehber/shared/schemas/entities';
import { APPLICATION_FIELD_LABELS } from '~/lib/application-fields';

const SHOWN_FIELDS = [
  'email',
  'fullName',
  'specialization',
  'experienceYrs',
  'currentRole',
  'currentWorkplace',
  'contactPhoneWork',
  'contactPhoneMobile',
  'address',
  'motivation',
] as const;

function display(value: string | number | null): string {
  if (value === null || value === '') return '—';
  return String(value);
}

/** Every field of the application, read-only. */
export function ApplicationDetails({ application }: { application: Application }) {
  return (
    <section aria-labelledby="application-details-heading">
      <h2 id="application-details-heading" className="text-lg font-semibold text-ink">
        Başvuru bilgileri
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {SHOWN_FIELDS.map((field) => (
          <div
            key={field}
            className={field === 'address' || field === 'motivation' ? 'sm:col-span-2' : ''}
          >
            <dt className="text-sm font-semibold text-muted">{APPLICATION_FIELD_LABELS[field]}</dt>
            <dd className="mt-0.5 break-words whitespace-pre-line text-ink">
              {display(application[field])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
