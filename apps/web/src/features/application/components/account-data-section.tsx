import { zodResolver } from '@hookform/resolvers/zod';
import { RETENTION_DAYS_AFTER_ENTITLEMENT } from '@psikorehber/shared/constants';
import { ACCOUNT_MESSAGES } from '@psikorehber/shared/messages';
import {
  accountDeleteBodySchema,
  type AccountDeleteBody,
} from '@psikorehber/shared/schemas/account';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { TextField } from '~/components/text-field';
import { paths } from '~/config/paths';
import { useDeleteAccount } from '~/features/application/api/delete-account';
import { useExportMyData } from '~/features/application/api/export-my-data';
import { isApiError } from '~/lib/api-client';
import { messageOr, serverMessage } from '~/lib/error-message';
import { flashState } from '~/lib/flash';
import { useLeaveSignedIn } from '~/lib/signed-in-state';

const PASSWORD_ID = 'account-delete-password';

/** The password dialog of "Hesabımı sil"; on success the person is signed out and sent home. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const deletion = useDeleteAccount();
  const leaveSignedIn = useLeaveSignedIn();
  const form = useForm({
    resolver: zodResolver(accountDeleteBodySchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  // A wrong password is said on the field (the onError below); any other failure here.
  const problem =
    deletion.isError && !isApiError(deletion.error, 'forbidden')
      ? messageOr(deletion.error, ACCOUNT_MESSAGES.deleteFailed)
      : null;

  const erase = (body: AccountDeleteBody) =>
    deletion.mutate(body, {
      onSuccess: () => leaveSignedIn(flashState(ACCOUNT_MESSAGES.deleted)),
      onError: (error) => {
        if (isApiError(error, 'forbidden')) {
          form.setError('password', {
            message: serverMessage(error) ?? ACCOUNT_MESSAGES.wrongPassword,
          });
        }
      },
    });

  // Both the dialog's confirm button (outside the form) and Enter in the field come here.
  const submit = (event?: BaseSyntheticEvent) => {
    if (deletion.isPending) return;
    deletion.reset();
    void form.handleSubmit(erase)(event);
  };

  return (
    <ConfirmDialog
      title={ACCOUNT_MESSAGES.deleteTitle}
      confirmLabel={deletion.isPending ? ACCOUNT_MESSAGES.deleting : ACCOUNT_MESSAGES.deleteConfirm}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>
          Başvurunuz, belgeleriniz, çalışma alanlarınız ve tüm soru-yanıt geçmişiniz hemen ve kalıcı
          olarak silinir; bu işlem geri alınamaz. Onaylamak için şifrenizi girin.
        </p>
        <TextField
          id={PASSWORD_ID}
          label={ACCOUNT_MESSAGES.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
          data-autofocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </form>
    </ConfirmDialog>
  );
}

/**
 * KVKK self-service on /application: download everything we hold about the user, or delete the
 * account (docs/decisions/006-kvkk-self-service.md).
 */
export function AccountDataSection() {
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <section
      aria-labelledby="account-data-title"
      className="flex flex-col gap-6 border-t border-slate-200 pt-8"
    >
      <div>
        <h2 id="account-data-title" className="text-xl font-semibold text-ink">
          {ACCOUNT_MESSAGES.sectionTitle}
        </h2>
        <p className="mt-2 text-sm text-muted">
          KVKK kapsamındaki haklarınızı buradan kendiniz kullanabilirsiniz. Ayrıntılar için{' '}
          <Link to={paths.privacy} className={textLinkStyle}>
            KVKK Aydınlatma Metni
          </Link>
          .
        </p>
      </div>

      <div className="flex flex-col items-start gap-3">
        <p className="text-ink">
          Hesap ve başvuru bilgileriniz, belge bilgileriniz, oturumlarınız ve tüm soru-yanıt
          geçmişiniz, ödemeleriniz, deneme ve plan haklarınız ile verdiğiniz onaylar tek bir JSON
          dosyası olarak indirilir.
        </p>
        <Button
          variant="secondary"
          loading={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {ACCOUNT_MESSAGES.exportButton}
        </Button>
        {exportData.isError ? (
          <Alert tone="error">{messageOr(exportData.error, ACCOUNT_MESSAGES.exportFailed)}</Alert>
        ) : null}
      </div>

      <div className="flex flex-col items-start gap-3">
        <p className="text-ink">
          Hesabınızı silerseniz başvurunuz, yüklediğiniz belgeler, çalışma alanlarınız ve tüm
          soru-yanıt geçmişiniz hemen silinir ve açık oturumlarınız kapatılır. Vergi mevzuatı gereği
          ödeme kayıtları sizinle ilişkisi kesilerek anonim olarak saklanır. Hesabınızı silmezseniz
          oturum geçmişiniz, son deneme veya plan hakkınız bittikten{' '}
          {RETENTION_DAYS_AFTER_ENTITLEMENT} gün sonra otomatik olarak silinir.
        </p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {ACCOUNT_MESSAGES.deleteButton}
        </Button>
      </div>

      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}
