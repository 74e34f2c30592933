import { BUSINESS_FACTS } from '@psikorehber/shared/constants';
import { APPLICATION_STATUS_LABELS } from '@psikorehber/shared/messages';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { Link } from 'react-router';
import { buttonStyles, textLinkStyle } from '~/components/button-styles';
import { paths } from '~/config/paths';
import { formatDate } from '~/lib/application-fields';

const badgeStyles: Record<Application['status'], string> = {
  NONE: 'bg-slate-100 text-slate-800',
  DRAFT: 'bg-slate-100 text-slate-800',
  SUBMITTED: 'bg-sky-100 text-sky-900',
  HOLD: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-red-100 text-red-900',
  CANCELLED: 'bg-slate-200 text-slate-800',
};

function ContactHint() {
  return (
    <>
      Sorularınız için{' '}
      <Link to={paths.contact} className={textLinkStyle}>
        İletişim sayfasından
      </Link>{' '}
      bize ulaşabilirsiniz.
    </>
  );
}

/**
 * What the status means for the user and what to do next
 * (docs/requirements/data.md#data-application-status).
 */
function StatusExplanation({ status }: { status: Application['status'] }) {
  const review = `İnceleme genellikle ${BUSINESS_FACTS.reviewHours} saat sürer; sonucu e-posta ile bildiririz.`;
  switch (status) {
    case 'DRAFT':
      return (
        <p>
          Başvurunuz henüz gönderilmedi. Bilgilerinizi kontrol edin, isterseniz belgenizi ekleyin ve
          &lsquo;Başvuruyu gönder&rsquo; ile incelemeye gönderin. Gönderdikten sonra düzenleme
          yapılamaz.
        </p>
      );
    case 'SUBMITTED':
      return <p>Başvurunuz inceleniyor. {review}</p>;
    case 'HOLD':
      return <p>Başvurunuz beklemeye alındı ve incelemesi sürüyor. {review}</p>;
    case 'APPROVED':
      return (
        <div className="flex flex-col gap-4">
          <p>
            Başvurunuz onaylandı. Çalışma alanınızı kullanmaya başlayabilir, deneme hakkınızı
            kullanabilir veya bir plan seçebilirsiniz.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.workspace} className={buttonStyles.primary}>
              Çalışma Alanı
            </Link>
            <Link to={paths.billingPlans} className={buttonStyles.secondary}>
              Planlar
            </Link>
          </div>
        </div>
      );
    case 'REJECTED':
      return (
        <p>
          Başvurunuz onaylanmadı. <ContactHint />
        </p>
      );
    case 'CANCELLED':
      return (
        <p>
          Başvurunuz iptal edildi. <ContactHint />
        </p>
      );
    default:
      return null;
  }
}

export function StatusPanel({ application }: { application: Application }) {
  return (
    <section
      aria-labelledby="application-status-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="application-status-heading" className="text-lg font-semibold text-ink">
          Başvuru durumu
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${badgeStyles[application.status]}`}
        >
          {APPLICATION_STATUS_LABELS[application.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">Başvuru tarihi: {formatDate(application.createdAt)}</p>
      <div className="mt-4 text-ink">
        <StatusExplanation status={application.status} />
      </div>
    </section>
  );
}
