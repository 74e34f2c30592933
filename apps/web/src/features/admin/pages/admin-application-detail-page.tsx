import { useParams, Link } from 'react-router';
import { textLinkStyle } from '~/components/button-styles';
import { LoadingState } from '~/components/loading-state';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { detailLoadErrorMessage, isNotFoundError } from '~/features/admin/admin-errors';
import { useAdminApplication } from '~/features/admin/api/get-admin-application';
import { AdminErrorState } from '~/features/admin/components/admin-error-state';
import { AdminApplicationDocuments } from '~/features/admin/components/admin-application-documents';
import { ApplicationFields } from '~/features/admin/components/application-fields';
import { ApplicationStatusBadge } from '~/features/admin/components/application-status-badge';
import { AuditHistory } from '~/features/admin/components/audit-history';
import { DecisionPanel } from '~/features/admin/components/decision-panel';

/** /admin/applications/:id: one application, its documents, the decision buttons and history. */
export function AdminApplicationDetailPage() {
  const { id = '' } = useParams();
  const detail = useAdminApplication(id);

  return (
    <Page title="Başvuru detayı">
      <p className="mt-2 text-sm">
        <Link to={paths.admin} className={textLinkStyle}>
          ← Başvurulara dön
        </Link>
      </p>
      {detail.isPending ? (
        <LoadingState label="Başvuru yükleniyor…" />
      ) : detail.isError ? (
        <AdminErrorState
          error={detail.error}
          message={detailLoadErrorMessage(detail.error)}
          onRetry={isNotFoundError(detail.error) ? undefined : () => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <h2 className="text-2xl font-semibold text-ink">
              {detail.data.application.fullName?.trim() || detail.data.application.email}
            </h2>
            <ApplicationStatusBadge status={detail.data.application.status} />
          </div>
          <DecisionPanel
            applicationId={id}
            status={detail.data.application.status}
            applicantName={
              detail.data.application.fullName?.trim() || detail.data.application.email
            }
            applicantEmail={detail.data.application.email}
          />
          <section aria-labelledby="admin-fields-heading" className="mt-8">
            <h2 id="admin-fields-heading" className="text-xl font-semibold text-ink">
              Başvuru bilgileri
            </h2>
            <ApplicationFields application={detail.data.application} />
          </section>
          <AdminApplicationDocuments applicationId={id} />
          <AuditHistory history={detail.data.history} />
        </>
      )}
    </Page>
  );
}
