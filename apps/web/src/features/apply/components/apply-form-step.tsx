import { CODE_RESEND_COOLDOWN_SECONDS } from '@psikorehber/shared/constants';
import { APPLY_MESSAGES } from '@psikorehber/shared/messages';
import type { ApplyFormValues } from '@psikorehber/shared/schemas/apply';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { ApplicationForm } from '~/components/application-form';
import { textLinkStyle } from '~/components/button-styles';
import { DocumentList } from '~/components/document-list';
import { FileField } from '~/components/file-field';
import { paths } from '~/config/paths';
import { useDeleteDraftFile } from '~/features/apply/api/delete-draft-file';
import { useDraftFiles } from '~/features/apply/api/get-draft-files';
import { useRequestApplyCode } from '~/features/apply/api/request-code';
import { useSaveDraft } from '~/features/apply/api/save-draft';
import { useUploadDraftFile } from '~/features/apply/api/upload-draft-file';
import { isApiError } from '~/lib/api-client';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_HINT,
  documentFileError,
  documentUploadErrorMessage,
  formatFileSize,
} from '~/lib/document-file';
import { messageOr, serverMessage } from '~/lib/error-message';
import type { NewApplicationForm } from '~/lib/use-application-form';

export interface CodeSent {
  email: string;
  resendAfterSeconds: number;
  expiresInSeconds: number | null;
  /** Set when no new code was sent because one was sent moments ago (429). */
  notice: string | null;
}

interface SubmitProblem {
  message: string;
  /** 409 application_exists: the person already has an account and should sign in. */
  offerLogin?: boolean;
}

interface ApplyFormStepProps {
  form: NewApplicationForm;
  draftId: string | null;
  onDraftSaved: (draftId: string) => void;
  onCodeSent: (sent: CodeSent) => void;
}

/**
 * Step 1 of /apply: save the draft, upload the chosen document, send the code
 * (docs/requirements/screens.md#scr-apply).
 */
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

  /** Saves the draft, uploads the chosen document, sends the code; a failed save throws. */
  const onSubmit = async (values: ApplyFormValues) => {
    setProblem(null);
    const savedDraftId = (await saveDraft.mutateAsync({ values, draftId })).draftId;
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
  };

  /** The draft was not saved; 400 invalid_body's per-field messages are on the fields already. */
  const onSaveFailed = (error: unknown, markedFields: number) => {
    if (isApiError(error, 'application_exists')) {
      setProblem({ message: messageOr(error, APPLY_MESSAGES.draftFailed), offerLogin: true });
    } else if (markedFields === 0) {
      setProblem({ message: messageOr(error, APPLY_MESSAGES.draftFailed) });
    }
  };

  return (
    <ApplicationForm
      kind="new"
      form={form}
      onSubmit={onSubmit}
      onSubmitError={onSaveFailed}
      labelledBy="apply-step-form"
      header={
        <>
          <h2 id="apply-step-form" className="text-xl font-semibold text-ink">
            <span className="text-muted">Adım 1/2: </span>Başvuru formu
          </h2>
          <p className="text-sm text-muted">
            <span className="text-red-700" aria-hidden="true">
              *
            </span>{' '}
            ile işaretli alanlar zorunludur. En az bir telefon numarası giriniz.
          </p>
        </>
      }
      summaryTitle={APPLY_MESSAGES.invalidFields}
      notices={
        problem ? (
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
        ) : null
      }
      submit={{ label: 'Kaydet ve kod gönder' }}
    >
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
    </ApplicationForm>
  );
}
