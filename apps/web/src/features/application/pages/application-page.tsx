import { APPLICATION_PAGE_MESSAGES } from '@psikorehber/shared/messages';
import { canEditApplication } from '@psikorehber/shared/rules/application-status';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { buttonStyles } from '~/components/button-styles';
import { LoadingState } from '~/components/loading-state';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { useMyApplication } from '~/features/application/api/get-my-application';
import { AccountDataSection } from '~/features/application/components/account-data-section';
import { ApplicationDetails } from '~/features/application/components/application-details';
import { MyApplicationDocuments } from '~/features/application/components/my-application-documents';
import { DraftEditor } from '~/features/application/components/draft-editor';
import { StatusPanel } from '~/features/application/components/status-panel';

/**
 * /application (docs/requirements/screens.md#scr-application): the user's own application and
 * profile, editable only in DRAFT.
 */
export function ApplicationPage() {
  const query = useMyApplication();

  let content;
  if (query.isPending) {
    content = <LoadingState />;
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error">{APPLICATION_PAGE_MESSAGES.loadFailed}</Alert>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Tekrar dene
        </Button>
      </div>
    );
  } else if (!query.data.application) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg text-ink">{APPLICATION_PAGE_MESSAGES.notFound}</p>
        <Link to={paths.apply} className={buttonStyles.primary}>
          Başvuru formuna git
        </Link>
      </div>
    );
  } else {
    const { application, documents } = query.data;
    const editable = canEditApplication(application.status);
    content = (
      <div className="flex flex-col gap-10">
        <StatusPanel application={application} />
        {editable ? (
          // Keyed by id: a different application starts a fresh form.
          <DraftEditor key={application.id} application={application}>
            <MyApplicationDocuments documents={documents} editable />
          </DraftEditor>
        ) : (
          <>
            <ApplicationDetails application={application} />
            <MyApplicationDocuments documents={documents} editable={false} />
          </>
        )}
      </div>
    );
  }

  return (
    <Page title="Başvurum & Profilim">
      <div className="mt-8 flex max-w-3xl flex-col gap-12">
        {content}
        <AccountDataSection />
      </div>
    </Page>
  );
}
