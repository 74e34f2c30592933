import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { buttonStyles } from '~/components/button-styles';
import { useDocumentTitle } from '~/lib/use-document-title';

export function LandingPage() {
  useDocumentTitle();
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl"
        >
          Psikoloji profesyonelleri için yapay zekâ destekli klinik süpervizyon
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
          Vaka analizi, etik danışmanlık ve teknik önerileri tek bir güvenli çalışma alanında.
          PsikoRehber, psikologlar, psikolojik danışmanlar ve psikoloji öğrencileri için KVKK ve
          klinik etik ilkelerine uygun çalışır; erişim, başvurusu onaylanan meslek mensuplarına
          açıktır.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.apply} className={buttonStyles.primary}>
            Başvurun
          </Link>
          <Link to={paths.services} className={buttonStyles.secondary}>
            Daha Fazla Bilgi
          </Link>
        </div>
      </div>
    </section>
  );
}
