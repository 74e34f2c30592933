import { TRIAL_DAYS, TRIAL_QUESTIONS, type ApplicationStatus } from '@psikorehber/shared/constants';
import { ADMIN_MESSAGES, APPLICATION_STATUS_LABELS } from '@psikorehber/shared/messages';
import {
  adminDecisionWarning,
  canAdminDecide,
  type AdminDecision,
} from '@psikorehber/shared/rules/application-status';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle, type ButtonVariant } from '~/components/button-styles';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { paths } from '~/config/paths';
import { SITE_NAME } from '~/config/site';
import { decisionErrorMessage, isAuthError } from '~/features/admin/admin-errors';
import { useDecideAdminApplication } from '~/features/admin/api/decide-admin-application';

interface DecisionCopy {
  decision: AdminDecision;
  label: string;
  variant: ButtonVariant;
  /** The confirmation's title and question ("… başvurusunu {verb} istediğinize emin misiniz?"). */
  title: string;
  verb: string;
  /** The subject of the mail the server sends the applicant for this decision. */
  mailSubject: string;
  /** What the decision does to the applicant's access. */
  access: string;
}

const DECISIONS: readonly DecisionCopy[] = [
  {
    decision: 'approve',
    label: 'Onayla',
    variant: 'primary',
    title: 'Başvuruyu onayla',
    verb: 'onaylamak',
    mailSubject: `${SITE_NAME} başvurunuz onaylandı`,
    access: `Erişimi hemen açılır: çalışma alanını kullanabilir, ${String(TRIAL_DAYS)} gün / ${String(TRIAL_QUESTIONS)} soruluk denemeyi başlatabilir ve plan satın alabilir.`,
  },
  {
    decision: 'reject',
    label: 'Reddet',
    variant: 'danger',
    title: 'Başvuruyu reddet',
    verb: 'reddetmek',
    mailSubject: `${SITE_NAME} başvurunuz hakkında`,
    access:
      'E-postada başvurunun onaylanmadığı yazar ve iletişim sayfası önerilir. Çalışma alanı, deneme ve satın alma kapalı kalır; hesabına girip yalnızca başvurusunu görebilir.',
  },
  {
    decision: 'hold',
    label: 'Beklet',
    variant: 'secondary',
    title: 'Başvuruyu beklet',
    verb: 'bekletmek',
    mailSubject: `${SITE_NAME} başvurunuz beklemeye alındı`,
    access:
      'Çalışma alanı, deneme ve satın alma kapalı kalır; başvurusu incelemede görünür. Daha sonra onaylayabilir veya reddedebilirsiniz.',
  },
];

interface DecisionPanelProps {
  applicationId: string;
  status: ApplicationStatus;
  /** Named in the confirmation. */
  applicantName: string;
  /** Where the decision's mail goes. */
  applicantEmail: string;
}

/**
 * Approve / reject / hold (docs/requirements/data.md#data-application-transitions): allowed only
 * while SUBMITTED or HOLD. Each asks first and says which mail the applicant gets and what happens
 * to their access (the mails are the server's decision mails).
 */
export function DecisionPanel({
  applicationId,
  status,
  applicantName,
  applicantEmail,
}: DecisionPanelProps) {
  const decide = useDecideAdminApplication(applicationId);
  const [confirming, setConfirming] = useState<DecisionCopy | null>(null);
  const showWarning = adminDecisionWarning(status);

  return (
    <section aria-labelledby="admin-decision-heading" className="mt-8">
      <h2 id="admin-decision-heading" className="text-xl font-semibold text-ink">
        Karar
      </h2>
      {showWarning ? (
        <Alert tone="warning" className="mt-3">
          {ADMIN_MESSAGES.decisionUnavailable} Karar düğmeleri bu nedenle etkin değil.
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {DECISIONS.map((copy) => (
          <Button
            key={copy.decision}
            variant={copy.variant}
            disabled={!canAdminDecide(status, copy.decision) || decide.isPending}
            loading={decide.isPending && decide.variables === copy.decision}
            onClick={() => setConfirming(copy)}
          >
            {copy.label}
          </Button>
        ))}
      </div>

      {decide.isSuccess ? (
        <Alert tone="success" className="mt-4">
          Başvuru durumu güncellendi: {APPLICATION_STATUS_LABELS[decide.data.application.status]}.
        </Alert>
      ) : null}
      {decide.isError ? (
        <Alert tone="error" className="mt-4">
          <p>{decisionErrorMessage(decide.error)}</p>
          {isAuthError(decide.error) ? (
            <p className="mt-2">
              <Link to={paths.login} className={textLinkStyle}>
                Giriş yap
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}

      {confirming ? (
        <ConfirmDialog
          title={confirming.title}
          confirmLabel={confirming.label}
          confirmVariant={confirming.decision === 'reject' ? 'danger' : 'primary'}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            decide.mutate(confirming.decision);
          }}
        >
          <p>
            {applicantName} başvurusunu {confirming.verb} istediğinize emin misiniz?
          </p>
          <p className="mt-2">
            <span className="break-all">{applicantEmail}</span> adresine “{confirming.mailSubject}”
            e-postası gönderilir.
          </p>
          <p className="mt-2">{confirming.access}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
