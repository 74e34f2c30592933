import { BUSINESS_FACTS, RETENTION_DAYS_AFTER_ENTITLEMENT } from '@psikorehber/shared/constants';
import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { Link } from 'react-router';
import { buttonStyles } from '~/components/button-styles';
import { CtaBand } from '~/components/cta-band';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { ChatIcon, CheckIcon, HistoryIcon, LockIcon } from '~/components/icons';

// /services (docs/requirements/screens.md#scr-services): three service cards with links to
// /pricing and /apply.

const SERVICES = [
  {
    id: 'supervision',
    icon: ChatIcon,
    title: 'Yapay zekâ destekli süpervizyon',
    text: 'Vakanızı anlatın, sorunuzu sorun: yanıtlar vaka analizi, etik danışmanlık veya teknik öneri olarak yapılandırılır ve dayandığı kaynakları gösterir.',
    points: [
      'Vaka formülasyonu, ayırıcı değerlendirme ve müdahale planı önerileri',
      'Türk Psikologlar Derneği etik ilkeleri, APA standartları ve KVKK çerçevesinde etik danışmanlık',
      'Farklı terapi yaklaşımlarından kanıta dayalı teknik önerileri',
      'Risk içeren durumlarda (intihar, şiddet, istismar) her yanıtta risk protokolü hatırlatması',
      `Yanıtlar genellikle ${BUSINESS_FACTS.answerSeconds} saniyede gelir`,
    ],
  },
  {
    id: 'storage',
    icon: LockIcon,
    title: 'Güvenli saklama',
    text: 'Sorularınız ve yanıtlarınız yalnızca sizin hesabınızda tutulur; başka hiçbir kullanıcı göremez.',
    points: [
      'Şifreli bağlantı ve güçlü parola özetleme; oturumlar yalnızca tarayıcınızdaki güvenli çerezle açılır',
      'Dış yapay zekâ hizmetine gitmeden önce ad, telefon, e-posta, T.C. kimlik numarası gibi kişisel veriler maskelenir',
      'Sistem kayıtlarına klinik metin yazılmaz',
      `Olası bir veri ihlali ${BUSINESS_FACTS.breachNoticeHours} saat içinde bildirilir`,
    ],
  },
  {
    id: 'history',
    icon: HistoryIcon,
    title: 'Sohbet geçmişi',
    text: 'Her vakayı ayrı bir oturum başlığı altında toplayın; soru ve yanıtlarınıza dilediğiniz zaman geri dönün.',
    points: [
      'Oturumlar konu başlıklarıyla düzenlenir, en yeni soru–yanıt en üstte görünür',
      'Oturumlarda arama yapabilir, yeniden adlandırabilir veya silebilirsiniz',
      'Her oturumu A4 PDF olarak indirip kendi kayıtlarınıza ekleyebilirsiniz',
      `Hakkınız sona erse de geçmişiniz ${String(RETENTION_DAYS_AFTER_ENTITLEMENT)} gün boyunca okunabilir ve indirilebilir kalır`,
    ],
  },
] as const;

export function ServicesPage() {
  return (
    <Page
      title="Hizmetler"
      documentTitle={PUBLIC_PAGES['/services'].title}
      lead="PsikoRehber, klinik süpervizyon sürecinizi destekleyen üç temel hizmeti tek bir çalışma alanında sunar. Hizmetler, başvurusu onaylanan meslek mensuplarına ve öğrencilere açıktır."
    >
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {SERVICES.map(({ id, icon: Icon, title, text, points }) => (
          <li
            key={id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon />
            </span>
            <h2 className="mt-4 text-xl font-semibold text-ink">{title}</h2>
            <p className="mt-2 leading-relaxed text-muted">{text}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm leading-relaxed text-slate-700">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row lg:flex-col">
              <Link to={paths.pricing} className={buttonStyles.secondary}>
                Planları gör
              </Link>
              <Link to={paths.apply} className={buttonStyles.primary}>
                Başvuru yap
              </Link>
            </div>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="services-limits-title"
        className="mt-14 rounded-2xl border border-amber-200 bg-amber-50 p-6"
      >
        <h2 id="services-limits-title" className="text-lg font-semibold text-ink">
          PsikoRehber neyin yerini tutmaz?
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          Yanıtlar mesleki değerlendirmenizi desteklemek içindir; tanı koymaz, insan süpervizörün,
          meslek örgütünüzün etik kurulunun ya da hukuki danışmanlığın yerini almaz. Acil bir risk
          durumunda danışanınızı 112 Acil Çağrı Merkezi’ne yönlendirin ve kurumunuzun kriz
          protokolünü uygulayın.
        </p>
      </section>

      <div className="mt-14">
        <CtaBand
          id="services-cta-title"
          title="Hizmetleri denemeye hazır mısınız?"
          primary={{ to: paths.apply, label: 'Başvuru yap' }}
          secondary={{ to: paths.pricing, label: 'Planları gör' }}
        >
          Onaylanan her kullanıcı ücretsiz deneme hakkıyla başlar.
        </CtaBand>
      </div>
    </Page>
  );
}
