import { APPLICATION_PAGE_MESSAGES } from '@psikorehber/shared/messages';
import type { ApplicationUpdate } from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { useState, type ReactNode } from 'react';
import { Alert } from '~/components/alert';
import { ApplicationForm } from '~/components/application-form';
import { Button } from '~/components/button';
import { useSubmitApplication } from '~/features/application/api/submit-application';
import { useUpdateApplication } from '~/features/application/api/update-application';
import { serverMessage } from '~/lib/error-message';
import { draftFormValues, useDraftApplicationForm } from '~/lib/use-application-form';

/**
 * 'Kaydedilemedi.' (docs/requirements/errors.md#err-application), followed by the server's reason
 * when it gave one.
 */
function withReason(base: string, error: unknown): string {
  const detail = serverMessage(error);
  return detail ? `${base} ${detail}` : base;
}

/**
 * The application editor of docs/requirements/validation.md#val-application-editor (DRAFT only)
 * and the submit action with a short confirmation.
 */
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

  const form = useDraftApplicationForm(application);
  const { isDirty } = form.formState;

  /** Saves the changes; a failure shows as the alert below (update.isError). */
  const onSave = async (values: ApplicationUpdate) => {
    setSaved(false);
    update.reset();
    const next = await update.mutateAsync(values);
    form.reset(draftFormValues(next));
    setSaved(true);
  };

  return (
    <div className="flex flex-col gap-10">
      <ApplicationForm
        kind="draft"
        form={form}
        application={application}
        onSubmit={onSave}
        labelledBy="draft-editor-heading"
        header={
          <h2 id="draft-editor-heading" className="text-lg font-semibold text-ink">
            Başvuru bilgileri
          </h2>
        }
        notices={
          <>
            {update.isError ? (
              <Alert tone="error">
                {withReason(APPLICATION_PAGE_MESSAGES.saveFailed, update.error)}
              </Alert>
            ) : null}
            {saved && !isDirty ? <Alert tone="success">Değişiklikleriniz kaydedildi.</Alert> : null}
          </>
        }
        submit={{ label: 'Değişiklikleri kaydet', variant: 'secondary', className: 'self-start' }}
      />

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
