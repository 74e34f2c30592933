import type { ApplicationStatus } from '@psikorehber/shared/constants';
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
import { paths } from '~/config/paths';
import { decisionErrorMessage, isAuthError } from '~/features/admin/admin-errors';
import { useDecideAdminApplication } from '~/features/admin/api/decide-admin-application';
import { ConfirmDialog } from '~/components/confirm-dialog';

const DECISION_BUTTONS: readonly {
  decision: AdminDecision;
  label: string;
  variant: ButtonVariant;
}[] = [
  { decision: 'approve', label: 'Onayla', variant: 'primary' },
  { decision: 'reject', label: 'Reddet', variant: 'danger' },
  { decision: 'hold', label: 'Beklet', variant: 'secondary' },
];

interface DecisionPanelProps {
  applicationId: string;
  status: ApplicationStatus;
  /** Named in the reject confirmation. */
  applicantName: string;
}

/** Approve / reject / hold (SPEC §4): allowed only while SUBMITTED or HOLD; reject asks first. */
export function DecisionPanel({ applicationId, status, applicantName }: DecisionPanelProps) {
  const decide = useDecideAdminApplication(applicationId);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const showWarning = adminDecisionWarning(status);

  const run = (decision: AdminDecision) => decide.mutate(decision);

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
        {DECISION_BUTTONS.map(({ decision, label, variant }) => (
          <Button
            key={decision}
            variant={variant}
            disabled={!canAdminDecide(status, decision) || decide.isPending}
            loading={decide.isPending && decide.variables === decision}
            onClick={() => (decision === 'reject' ? setConfirmingReject(true) : run(decision))}
          >
            {label}
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

      {confirmingReject ? (
        <ConfirmDialog
          title="Başvuruyu reddet"
          confirmLabel="Reddet"
          onCancel={() => setConfirmingReject(false)}
          onConfirm={() => {
            setConfirmingReject(false);
            run('reject');
          }}
        >
          {applicantName} başvurusunu reddetmek istediğinize emin misiniz?
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
