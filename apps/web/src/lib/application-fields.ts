import type { ApplicationUpdateInput, ApplyFormInput } from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';

// Turkish labels of the application fields (docs/requirements/data.md#data-application), shared by
// the apply form and the user's application page (the admin detail page keeps its own, shorter
// labels: features/admin/components/application-fields.tsx); and the layout of the application form (components/application-form.tsx):
// which fields each of its two kinds shows, in what order, under which control ids.

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

/** The application form's kinds: a new application (/apply), the user's draft (/application). */
export type ApplicationFormKind = 'new' | 'draft';
/** Every field of a new application; a draft's are a subset. */
export type ApplicationFieldName = keyof ApplyFormInput;
export type DraftFieldName = keyof ApplicationUpdateInput;

/** The controls of each kind in the order shown; 'phones' is the work and mobile pair. */
export const APPLICATION_FORM_CONTROLS = {
  new: [
    'email',
    'fullName',
    'specialization',
    'currentWorkplace',
    'experienceYrs',
    'phones',
    'address',
  ],
  draft: [
    'email',
    'fullName',
    'specialization',
    'experienceYrs',
    'currentRole',
    'currentWorkplace',
    'phones',
    'address',
    'motivation',
  ],
} as const;
export type ApplicationFormControl =
  (typeof APPLICATION_FORM_CONTROLS)[ApplicationFormKind][number];

/** Control ids are `${prefix}-${suffix}`; PhoneFields and ConsentFields build theirs so too. */
export const APPLICATION_FORM_ID_PREFIX = { new: 'apply', draft: 'edit' } as const;
const ID_SUFFIX: Readonly<Record<ApplicationFieldName, string>> = {
  email: 'email',
  fullName: 'full-name',
  specialization: 'specialization',
  experienceYrs: 'experience',
  currentRole: 'current-role',
  currentWorkplace: 'workplace',
  contactPhoneWork: 'phone-work',
  contactPhoneMobile: 'phone-mobile',
  address: 'address',
  motivation: 'motivation',
  acceptPrivacyNotice: 'privacy-notice',
  acceptExplicitConsent: 'explicit-consent',
};

export function applicationFieldId(kind: ApplicationFormKind, name: ApplicationFieldName): string {
  return `${APPLICATION_FORM_ID_PREFIX[kind]}-${ID_SUFFIX[name]}`;
}

/** The fields only a new application has; a draft shows its e-mail and address read-only. */
const NEW_ONLY = [
  'email',
  'address',
  'acceptPrivacyNotice',
  'acceptExplicitConsent',
] as const satisfies readonly Exclude<ApplicationFieldName, DraftFieldName>[];

function isDraftField(name: ApplicationFieldName): name is DraftFieldName {
  return !(NEW_ONLY as readonly ApplicationFieldName[]).includes(name);
}

/** A field the form can mark wrong: its name, its control's id and its label (a summary entry). */
export interface ApplicationFormField<Name extends ApplicationFieldName> {
  name: Name;
  id: string;
  label: string;
}

/** The fields behind a kind's controls, in the order shown. */
function controlFields(kind: ApplicationFormKind): ApplicationFieldName[] {
  return APPLICATION_FORM_CONTROLS[kind].flatMap((control) =>
    control === 'phones' ? (['contactPhoneWork', 'contactPhoneMobile'] as const) : [control],
  );
}

function formField<Name extends ApplicationFieldName>(
  kind: ApplicationFormKind,
  name: Name,
): ApplicationFormField<Name> {
  return { name, id: applicationFieldId(kind, name), label: APPLICATION_FIELD_LABELS[name] };
}

/**
 * The fields each kind can mark wrong, in the order shown (a new application's KVKK consents come
 * last): its summary of wrong fields lists them and the server's per-field errors land on them.
 */
export const APPLICATION_FORM_FIELDS = {
  new: (
    [
      ...controlFields('new'),
      'acceptPrivacyNotice',
      'acceptExplicitConsent',
    ] satisfies ApplicationFieldName[]
  ).map((name) => formField('new', name)),
  draft: controlFields('draft')
    .filter(isDraftField)
    .map((name) => formField('draft', name)),
};

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long' });

/** '12 Mart 2026'; the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
