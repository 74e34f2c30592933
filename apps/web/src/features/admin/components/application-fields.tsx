import type { AdminApplicationItem } from '@psikorehber/shared/schemas/admin';
import type { ReactNode } from 'react';
import { EMPTY_VALUE, formatDateTime } from '~/features/admin/admin-format';

function text(value: string | null | undefined): ReactNode {
  return value?.trim() ? value : EMPTY_VALUE;
}

function phone(value: string | null): ReactNode {
  const trimmed = value?.trim();
  if (!trimmed) return EMPTY_VALUE;
  return (
    <a href={`tel:${trimmed.replace(/[^\d+]/g, '')}`} className="underline underline-offset-2">
      {trimmed}
    </a>
  );
}

function date(value: string | null): ReactNode {
  return value ? <time dateTime={value}>{formatDateTime(value)}</time> : EMPTY_VALUE;
}

/** Every field of the application as a definition list. */
export function ApplicationFields({ application }: { application: AdminApplicationItem }) {
  const rows: readonly [string, ReactNode][] = [
    ['Ad soyad', text(application.fullName)],
    [
      'E-posta',
      <a href={`mailto:${application.email}`} className="break-all underline underline-offset-2">
        {application.email}
      </a>,
    ],
    ['Uzmanlık', text(application.specialization)],
    [
      'Deneyim',
      application.experienceYrs === null ? EMPTY_VALUE : `${String(application.experienceYrs)} yıl`,
    ],
    ['Mevcut görev', text(application.currentRole)],
    ['Çalıştığı kurum', text(application.currentWorkplace)],
    ['İş telefonu', phone(application.contactPhoneWork)],
    ['Cep telefonu', phone(application.contactPhoneMobile)],
    ['Adres', text(application.address)],
    ['Motivasyon', text(application.motivation)],
    ['Oluşturulma tarihi', date(application.createdAt)],
    ['Gönderilme tarihi', date(application.submittedAt)],
    ['Karar tarihi', date(application.decidedAt)],
    ['Kullanıcı hesabı', application.hasAccount ? 'Var' : 'Yok'],
    ['Belge sayısı', String(application.documentCount)],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="text-ink break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
