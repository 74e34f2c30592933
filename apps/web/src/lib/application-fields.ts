import type { ApplyFormInput } from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';

// Turkish labels of the application fields (SPEC §3), shared by the apply form, the user's
// application page and the admin detail page so each field is named the same everywhere.

type LabelledField =
  | Exclude<keyof Application, 'id' | 'status' | 'createdAt'>
  // The consents of /apply, named in its summary of wrong fields.
  | Extract<keyof ApplyFormInput, 'acceptPrivacyNotice' | 'acceptExplicitConsent'>;

export const APPLICATION_FIELD_LABELS: Readonly<Record<LabelledField, string>> = {
  email: 'E-posta',
  fullName: 'Ad Soyad',
  specialization: 'Uzmanlık alanı',
  experienceYrs: 'Deneyim (yıl)',
  currentRole: 'Ünvan / görev',
  currentWorkplace: 'Çalıştığınız kurum',
  contactPhoneWork: 'İş telefonu',
  contactPhoneMobile: 'Cep telefonu',
  address: 'Adres',
  motivation: 'Başvuru notunuz',
  acceptPrivacyNotice: 'Aydınlatma metni onayı',
  acceptExplicitConsent: 'Açık rıza',
};

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long' });

/** '12 Mart 2026'; the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
