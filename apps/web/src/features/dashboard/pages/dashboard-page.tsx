import { APPLICATION_STATUS_LABELS } from '@psikorehber/shared/messages';
import { Link } from 'react-router';
import { buttonStyles } from '~/components/button-styles';
import { LoadingState } from '~/components/loading-state';
import { Page } from '~/components/page';
import { TrialOffer } from '~/components/trial-offer';
import { paths } from '~/config/paths';
import { useApplicationStatus } from '~/features/dashboard/api/get-application-status';
import { BillingSummaryLine } from '~/features/dashboard/components/billing-summary-line';
import { useSession, type SessionUser } from '~/lib/session';

// /dashboard (docs/requirements/screens.md#scr-dashboard). The guards (app/guards.tsx) already
// sent visitors to /login and admins to /admin, so the user here is signed in and not an admin.

const cardStyle =
  'flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50';

const APPROVED_CARDS = [
  {
    to: paths.workspace,
    title: 'Çalışma Alanı',
    text: 'Oturumlarınızı açın, vakalarınız için süpervizyon sorularınızı sorun.',
  },
  {
    to: paths.billing,
    title: 'Abonelik ve ödemeler',
    text: 'Aboneliğinizi, kalan kredinizi ve ödeme geçmişinizi görün.',
  },
  {
    to: paths.billingPlans,
    title: 'Planlar',
    text: 'İhtiyacınıza uygun planı ve süreyi seçin.',
  },
] as const;

function ApprovedDashboard() {
  return (
    <div className="flex flex-col gap-6">
      <BillingSummaryLine />
      <TrialOffer showActive />
      <ApprovedLinks />
    </div>
  );
}

function ApprovedLinks() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {APPROVED_CARDS.map((card) => (
        <li key={card.to} className="flex">
          <Link to={card.to} className={`${cardStyle} w-full`}>
            <span className="text-lg font-semibold text-brand-900">{card.title}</span>
            <span className="text-muted">{card.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ApplicantHint({ user }: { user: SessionUser }) {
  const status = useApplicationStatus();
  if (status.isPending) return <LoadingState />;
  // The session carries the status too; it stands in when the status call fails.
  const current = status.data ?? user.applicationStatus;
  if (current === 'NONE') {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg text-ink">
          Henüz bir başvurunuz yok. Platformu kullanabilmek için önce başvuru oluşturun.
        </p>
        <Link to={paths.apply} className={buttonStyles.primary}>
          Başvuru oluştur
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-lg text-ink">
        Başvurunuzun durumu: <strong>{APPLICATION_STATUS_LABELS[current]}</strong>. Çalışma alanı ve
        satın alma, başvurunuz onaylandığında açılır.
      </p>
      <Link to={paths.application} className={buttonStyles.primary}>
        Başvurunuzu açın
      </Link>
    </div>
  );
}

export function DashboardPage() {
  const { data: user } = useSession();
  return (
    <Page title="Panel">
      <div className="mt-8">
        {!user ? null : user.approved ? <ApprovedDashboard /> : <ApplicantHint user={user} />}
      </div>
    </Page>
  );
}
