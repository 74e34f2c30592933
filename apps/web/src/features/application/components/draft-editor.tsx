import { zodResolver } from '@hookform/resolvers/zod';
import { APPLICATION_PAGE_MESSAGES } from '@psikorehber/shared/messages';
import {
  applicationUpdateSchema,
  type ApplicationUpdate,
  type ApplicationUpdateInput,
} from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { ExperienceField, PhoneFields } from '~/components/application-inputs';
import { FormErrorSummary } from '~/components/form-error-summary';
import { TextAreaField, TextField } from '~/components/text-field';
import { useSubmitApplication } from '~/features/application/api/submit-application';
import { useUpdateApplication } from '~/features/application/api/update-application';
import { isApiError } from '~/lib/api-client';
import { APPLICATION_FIELD_LABELS as LABELS } from '~/lib/application-fields';
import { serverMessage } from '~/lib/error-message';

const FIELDS = [
  { name: 'fullName', id: 'edit-full-name', label: LABELS.fullName },
  { name: 'specialization', id: 'edit-specialization', label: LABELS.specialization },
  { name: 'experienceYrs', id: 'edit-experience', label: LABELS.experienceYrs },
  { name: 'currentRole', id: 'edit-current-role', label: LABELS.currentRole },
  { name: 'currentWorkplace', id: 'edit-workplace', label: LABELS.currentWorkplace },
  { name: 'contactPhoneWork', id: 'edit-phone-work', label: LABELS.contactPhoneWork },
  { name: 'contactPhoneMobile', id: 'edit-phone-mobile', label: LABELS.contactPhoneMobile },
  { name: 'motivation', id: 'edit-motivation', label: LABELS.motivation },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

function isFieldName(name: string): name is FieldName {
  return FIELDS.some((field) => field.name === name);
}

/** The editable fields as the form holds them: strings, '' for "not given". */
function formValues(application: Application): ApplicationUpdateInput {
  return {
    fullName: application.fullName ?? '',
    specialization: application.specialization,
    experienceYrs: application.experienceYrs === null ? '' : String(application.experienceYrs),
    currentRole: application.currentRole ?? '',
    currentWorkplace: application.currentWorkplace ?? '',
    contactPhoneWork: application.contactPhoneWork ?? '',
    contactPhoneMobile: application.contactPhoneMobile ?? '',
    motivation: application.motivation ?? '',
  };
}

/** 'Kaydedilemedi.' (SPEC §8), followed by the server's reason when it gave one. */
function withReason(base: string, error: unknown): string {
  const detail = serverMessage(error);
  return detail ? `${base} ${detail}` : base;
}

/** SPEC §5 application editor (DRAFT only) and the submit action with a short confirmation. */
export function DraftEditor({
  application,
  children,
}: {
  application: Application;
  /** Rendered between the form and the submit section (the documents). */
  children?: ReactNode;
}) {
  const update = useUpdateApplication();
  const submit = useSubmitApplication();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const form = useForm<ApplicationUpdateInput, unknown, ApplicationUpdate>({
    resolver: zodResolver(applicationUpdateSchema),
    defaultValues: formValues(application),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSave = form.handleSubmit(async (values) => {
    setSaved(false);
    update.reset();
    try {
      const next = await update.mutateAsync(values);
      form.reset(formValues(next));
      setSaved(true);
    } catch (error) {
      for (const detail of isApiError(error) ? error.details : []) {
        if (isFieldName(detail.field)) {
          form.setError(detail.field, { type: 'server', message: detail.message });
        }
      }
    }
  });

  const experience = form.register('experienceYrs');

  return (
    <div className="flex flex-col gap-10">
      <form
        noValidate
        onSubmit={onSave}
        aria-labelledby="draft-editor-heading"
        className="flex flex-col gap-5"
      >
        <h2 id="draft-editor-heading" className="text-lg font-semibold text-ink">
          Başvuru bilgileri
        </h2>
        <FormErrorSummary errors={errors} fields={FIELDS} />
        {update.isError ? (
          <Alert tone="error">
            {withReason(APPLICATION_PAGE_MESSAGES.saveFailed, update.error)}
          </Alert>
        ) : null}
        {saved && !isDirty ? <Alert tone="success">Değişiklikleriniz kaydedildi.</Alert> : null}

        <TextField
          id="edit-email"
          label={LABELS.email}
          type="email"
          value={application.email}
          readOnly
          hint="E-posta adresi değiştirilemez."
        />
        <TextField
          id="edit-full-name"
          label={LABELS.fullName}
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          id="edit-specialization"
          label={LABELS.specialization}
          autoComplete="organization-title"
          required
          error={errors.specialization?.message}
          {...form.register('specialization')}
        />
        <ExperienceField
          id="edit-experience"
          error={errors.experienceYrs?.message}
          registration={experience}
        />
        <TextField
          id="edit-current-role"
          label={LABELS.currentRole}
          autoComplete="organization-title"
          error={errors.currentRole?.message}
          {...form.register('currentRole')}
        />
        <TextField
          id="edit-workplace"
          label={LABELS.currentWorkplace}
          autoComplete="organization"
          error={errors.currentWorkplace?.message}
          {...form.register('currentWorkplace')}
        />
        <PhoneFields
          idPrefix="edit"
          work={form.register('contactPhoneWork', { deps: ['contactPhoneMobile'] })}
          mobile={form.register('contactPhoneMobile', { deps: ['contactPhoneWork'] })}
          errors={{
            work: errors.contactPhoneWork?.message,
            mobile: errors.contactPhoneMobile?.message,
          }}
        />
        <TextAreaField
          id="edit-address"
          label={LABELS.address}
          value={application.address}
          readOnly
          hint="Adres bu sayfadan değiştirilemez."
        />
        <TextAreaField
          id="edit-motivation"
          label={LABELS.motivation}
          rows={4}
          error={errors.motivation?.message}
          {...form.register('motivation')}
        />
        <Button type="submit" variant="secondary" className="self-start" loading={isSubmitting}>
          Değişiklikleri kaydet
        </Button>
      </form>

      {children}

      <section
        aria-labelledby="submit-heading"
        className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5"
      >
        <h2 id="submit-heading" className="text-lg font-semibold text-ink">
          Başvuruyu gönder
        </h2>
        <p className="text-ink">
          Gönderdiğinizde başvurunuz incelemeye alınır ve artık düzenlenemez.
        </p>
        {isDirty ? (
          <p className="text-sm font-medium text-amber-800">
            Göndermeden önce değişikliklerinizi kaydedin.
          </p>
        ) : null}
        {submit.isError ? (
          <Alert tone="error">
            {withReason(APPLICATION_PAGE_MESSAGES.submitFailed, submit.error)}
          </Alert>
        ) : null}
        {confirming ? (
          <div role="group" aria-label="Gönderim onayı" className="flex flex-col gap-3">
            <p className="font-semibold text-ink">
              Başvurunuzu incelemeye göndermek istediğinize emin misiniz?
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                loading={submit.isPending}
                onClick={() => submit.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                Evet, gönder
              </Button>
              <Button
                variant="secondary"
                disabled={submit.isPending}
                onClick={() => setConfirming(false)}
              >
                Vazgeç
              </Button>
            </div>
          </div>
        ) : (
          <Button
            className="self-start"
            disabled={isDirty}
            onClick={() => {
              submit.reset();
              setConfirming(true);
            }}
          >
            Başvuruyu gönder
          </Button>
        )}
      </section>
    </div>
  );
}
