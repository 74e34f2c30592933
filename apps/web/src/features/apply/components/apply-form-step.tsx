import { CODE_RESEND_COOLDOWN_SECONDS } from '@psikorehber/shared/constants';
import { APPLY_MESSAGES } from '@psikorehber/shared/messages';
import type { ApplyFormInput, ApplyFormValues } from '@psikorehber/shared/schemas/apply';
import { useRef, useState, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { CheckboxField } from '~/components/checkbox-field';
import { textLinkStyle } from '~/components/button-styles';
import { DocumentList } from '~/components/document-list';
import { FileField } from '~/components/file-field';
import { ADDRESS_HINT, ExperienceField, PhoneFields } from '~/components/application-inputs';
import { FormErrorSummary } from '~/components/form-error-summary';
import { TextAreaField, TextField } from '~/components/text-field';
import { paths } from '~/config/paths';
import { useDeleteDraftFile } from '~/features/apply/api/delete-draft-file';
import { useDraftFiles } from '~/features/apply/api/get-draft-files';
import { useRequestApplyCode } from '~/features/apply/api/request-code';
import { useSaveDraft } from '~/features/apply/api/save-draft';
import { useUploadDraftFile } from '~/features/apply/api/upload-draft-file';
import { isApiError } from '~/lib/api-client';
import { APPLICATION_FIELD_LABELS } from '~/lib/application-fields';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_HINT,
  documentFileError,
  documentUploadErrorMessage,
  formatFileSize,
} from '~/lib/document-file';
import { messageOr, serverMessage } from '~/lib/error-message';

export type ApplyForm = UseFormReturn<ApplyFormInput, unknown, ApplyFormValues>;

export interface CodeSent {
  email: string;
  resendAfterSeconds: number;
  expiresInSeconds: number | null;
  /** Set when no new code was sent because one was sent moments ago (429). */
  notice: string | null;
}

/** The form fields in the order shown, for the summary of wrong fields (SPEC §5). */
const FIELDS = [
  { name: 'email', id: 'apply-email', label: APPLICATION_FIELD_LABELS.email },
  { name: 'fullName', id: 'apply-full-name', label: APPLICATION_FIELD_LABELS.fullName },
  {
    name: 'specialization',
    id: 'apply-specialization',
    label: APPLICATION_FIELD_LABELS.specialization,
  },
  {
    name: 'currentWorkplace',
    id: 'apply-workplace',
    label: APPLICATION_FIELD_LABELS.currentWorkplace,
  },
  { name: 'experienceYrs', id: 'apply-experience', label: APPLICATION_FIELD_LABELS.experienceYrs },
  {
    name: 'contactPhoneWork',
    id: 'apply-phone-work',
    label: APPLICATION_FIELD_LABELS.contactPhoneWork,
  },
  {
    name: 'contactPhoneMobile',
    id: 'apply-phone-mobile',
    label: APPLICATION_FIELD_LABELS.contactPhoneMobile,
  },
  { name: 'address', id: 'apply-address', label: APPLICATION_FIELD_LABELS.address },
  {
    name: 'acceptPrivacyNotice',
    id: 'apply-privacy-notice',
    label: APPLICATION_FIELD_LABELS.acceptPrivacyNotice,
  },
  {
    name: 'acceptExplicitConsent',
    id: 'apply-explicit-consent',
    label: APPLICATION_FIELD_LABELS.acceptExplicitConsent,
  },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

function isFieldName(name: string): name is FieldName {
  return FIELDS.some((field) => field.name === name);
}

interface SubmitProblem {
  message: string;
  /** 409 application_exists: the person already has an account and should sign in. */
  offerLogin?: boolean;
}

interface ApplyFormStepProps {
  form: ApplyForm;
  draftId: string | null;
  onDraftSaved: (draftId: string) => void;
  onCodeSent: (sent: CodeSent) => void;
}

/** Step 1 of /apply: save the draft, upload the chosen document, send the code (SPEC §2). */
export function ApplyFormStep({ form, draftId, onDraftSaved, onCodeSent }: ApplyFormStepProps) {
  const saveDraft = useSaveDraft();
  const uploadFile = useUploadDraftFile();
  const requestCode = useRequestApplyCode();
  const deleteFile = useDeleteDraftFile();
  const draftFiles = useDraftFiles(draftId);
  const existingFiles = draftFiles.data ?? [];

  const fileInput = useRef<HTMLInputElement>(null);
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const { errors, isSubmitting } = form.formState;

  const clearFileInput = () => {
    setChosenFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileError(null);
    if (!file) {
      setChosenFile(null);
      return;
    }
    const reason =
      existingFiles.length > 0 ? APPLY_MESSAGES.documentLimit : documentFileError(file);
    if (reason) {
      setFileError(reason);
      clearFileInput();
      return;
    }
    setChosenFile(file);
  };

  const onDeleteExisting = (fileId: string) => {
    if (!draftId) return;
    setDeleteError(null);
    deleteFile.mutate(
      { draftId, fileId },
      {
        onSuccess: () => setFileError(null),
        onError: () => setDeleteError(APPLY_MESSAGES.deleteFailed),
      },
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);

    let savedDraftId: string;
    try {
      savedDraftId = (await saveDraft.mutateAsync({ values, draftId })).draftId;
    } catch (error) {
      if (isApiError(error, 'application_exists')) {
        setProblem({ message: messageOr(error, APPLY_MESSAGES.draftFailed), offerLogin: true });
        return;
      }
      // 400 invalid_body: the server's per-field messages go on the fields and into the summary.
      let marked = 0;
      for (const detail of isApiError(error) ? error.details : []) {
        if (!isFieldName(detail.field)) continue;
        form.setError(detail.field, { type: 'server', message: detail.message });
        marked += 1;
      }
      if (marked === 0) {
        setProblem({ message: messageOr(error, APPLY_MESSAGES.draftFailed) });
      }
      return;
    }
    onDraftSaved(savedDraftId);

    if (chosenFile) {
      try {
        await uploadFile.mutateAsync({ draftId: savedDraftId, file: chosenFile });
        clearFileInput();
      } catch (error) {
        setFileError(documentUploadErrorMessage(error));
        return;
      }
    }

    try {
      const sent = await requestCode.mutateAsync({ email: values.email, draftId: savedDraftId });
      onCodeSent({
        email: values.email,
        resendAfterSeconds: sent.resendAfterSeconds,
        expiresInSeconds: sent.expiresInSeconds,
        notice: null,
      });
    } catch (error) {
      // A code went out moments ago and is still valid: go on to the code step with the reason.
      if (isApiError(error, 'rate_limited')) {
        onCodeSent({
          email: values.email,
          resendAfterSeconds: CODE_RESEND_COOLDOWN_SECONDS,
          expiresInSeconds: null,
          notice: serverMessage(error) ?? error.message,
        });
        return;
      }
      setProblem({ message: messageOr(error, APPLY_MESSAGES.requestCodeFailed) });
    }
  });

  const experience = form.register('experienceYrs');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-labelledby="apply-step-form"
    >
      <h2 id="apply-step-form" className="text-xl font-semibold text-ink">
        <span className="text-muted">Adım 1/2: </span>Başvuru formu
      </h2>
      <p className="text-sm text-muted">
        <span className="text-red-700" aria-hidden="true">
          *
        </span>{' '}
        ile işaretli alanlar zorunludur. En az bir telefon numarası giriniz.
      </p>

      <FormErrorSummary title={APPLY_MESSAGES.invalidFields} errors={errors} fields={FIELDS} />
      {problem ? (
        <Alert tone="error">
          {problem.message}
          {problem.offerLogin ? (
            <>
              {' '}
              <Link to={paths.login} className={textLinkStyle}>
                Giriş yap
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}

      <TextField
        id="apply-email"
        label={APPLICATION_FIELD_LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="apply-full-name"
        label={APPLICATION_FIELD_LABELS.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        id="apply-specialization"
        label={APPLICATION_FIELD_LABELS.specialization}
        autoComplete="organization-title"
        required
        hint="Örneğin: Klinik Psikolog, Psikolojik Danışman, Psikoloji öğrencisi."
        error={errors.specialization?.message}
        {...form.register('specialization')}
      />
      <TextField
        id="apply-workplace"
        label={APPLICATION_FIELD_LABELS.currentWorkplace}
        autoComplete="organization"
        error={errors.currentWorkplace?.message}
        {...form.register('currentWorkplace')}
      />
      <ExperienceField
        id="apply-experience"
        error={errors.experienceYrs?.message}
        registration={experience}
      />
      <PhoneFields
        idPrefix="apply"
        work={form.register('contactPhoneWork', { deps: ['contactPhoneMobile'] })}
        mobile={form.register('contactPhoneMobile', { deps: ['contactPhoneWork'] })}
        errors={{
          work: errors.contactPhoneWork?.message,
          mobile: errors.contactPhoneMobile?.message,
        }}
      />
      <TextAreaField
        id="apply-address"
        label={APPLICATION_FIELD_LABELS.address}
        autoComplete="street-address"
        required
        hint={ADDRESS_HINT}
        error={errors.address?.message}
        {...form.register('address')}
      />

      <div className="flex flex-col gap-3">
        {existingFiles.length > 0 ? (
          <>
            <p className="text-sm font-semibold text-ink">Yüklenen belge</p>
            <DocumentList
              documents={existingFiles.map((file) => ({
                id: file.fileId,
                filename: file.filename,
                sizeLabel: formatFileSize(file.size),
              }))}
              onDelete={(document) => onDeleteExisting(document.id)}
              deletingId={deleteFile.isPending ? deleteFile.variables.fileId : null}
            />
            {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
          </>
        ) : null}
        <FileField
          id="apply-document"
          ref={fileInput}
          label="Belge (isteğe bağlı)"
          accept={DOCUMENT_ACCEPT}
          hint={DOCUMENT_HINT}
          error={fileError}
          onChange={onFileChange}
        />
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-ink">Kişisel verileriniz (KVKK)</legend>
        <CheckboxField
          id="apply-privacy-notice"
          required
          error={errors.acceptPrivacyNotice?.message}
          label={
            <>
              <a href={paths.privacy} target="_blank" rel="noopener" className={textLinkStyle}>
                KVKK Aydınlatma Metni
              </a>
              ’ni okudum; bilgilerimin başvurumun değerlendirilmesi ve hizmetin sunulması için
              işleneceğini biliyorum.
            </>
          }
          {...form.register('acceptPrivacyNotice')}
        />
        <CheckboxField
          id="apply-explicit-consent"
          required
          error={errors.acceptExplicitConsent?.message}
          label={
            <>
              Çalışma alanına yazacağım vaka bilgilerinde yer alabilecek sağlık verilerinin{' '}
              <a
                href={`${paths.privacy}#acik-riza`}
                target="_blank"
                rel="noopener"
                className={textLinkStyle}
              >
                Açık Rıza Metni
              </a>
              ’nde belirtilen amaçlarla işlenmesine açık rıza veriyorum.
            </>
          }
          {...form.register('acceptExplicitConsent')}
        />
      </fieldset>

      <Button type="submit" loading={isSubmitting}>
        Kaydet ve kod gönder
      </Button>
    </form>
  );
}
