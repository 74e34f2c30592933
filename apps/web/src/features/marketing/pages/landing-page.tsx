import {
  BUSINESS_FACTS,
  CODE_LENGTH,
  TRIAL_DAYS,
  TRIAL_QUESTIONS,
} from '@psikorehber/shared/constants';
import { LANDING_MESSAGES, PLAN_PERIODS_OR } from '@psikorehber/shared/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '~/components/accordion';
import { buttonStyles, textLinkStyle } from '~/components/button-styles';
import { CtaBand } from '~/components/cta-band';
import { paths } from '~/config/paths';
import { BadgeIcon, CheckIcon, FlowIcon, ShieldIcon } from '~/components/icons';
import { useDocumentTitle } from '~/lib/use-document-title';

// The landing page of docs/requirements/screens.md#scr-landing: hero, three value cards, the
// audiences of docs/requirements/overview.md#ov-audience, the four steps, one testimonial, the
// three-item FAQ and a closing call to action.

const VALUES = [
  {
    icon: ShieldIcon,
    title: 'Güvenli ve etik',
    text: 'KVKK ve klinik etik ilkelerine uygun çalışır. Yazdıklarınız şifreli bağlantıyla taşınır, yalnızca sizin hesabınızda saklanır ve kişisel veriler dış hizmetlere gönderilmeden önce maskelenir.',
  },
  {
    icon: FlowIcon,
    title: 'Verimli akış',
    text: `Vakanızı konu başlıkları altında düzenleyin, sorunuzu yazın; yanıtlar genellikle ${BUSINESS_FACTS.answerSeconds} saniyede gelir. Geçmiş yanıtlarınıza dilediğiniz an dönebilir, PDF olarak indirebilirsiniz.`,
  },
  {
    icon: BadgeIcon,
    title: 'Meslek grubuna göre erişim',
    text: 'Platform yalnızca başvurusu incelenip onaylanan meslek mensuplarına ve öğrencilere açıktır. Böylece içerik ve topluluk, klinik çalışmanın gerektirdiği özeni korur.',
  },
] as const;

const AUDIENCES = [
  {
    title: 'Psikologlar',
    text: 'Vaka formülasyonu, müdahale planı ve seans sonrası değerlendirmeler için ikinci bir bakış.',
  },
  {
    title: 'Klinik psikologlar',
    text: 'Tanı ayrımı, risk değerlendirmesi ve kanıta dayalı tedavi seçenekleri üzerine yapılandırılmış destek.',
  },
  {
    title: 'Psikolojik danışmanlar ve rehber öğretmenler',
    text: 'Okul ve danışma ortamlarındaki etik ikilemler, yönlendirme kararları ve görüşme teknikleri.',
  },
  {
    title: 'Aile danışmanları',
    text: 'Çift ve aile sistemlerine yönelik değerlendirme, çatışma çözümü ve müdahale önerileri.',
  },
  {
    title: 'Yüksek lisans ve doktora düzeyinde uzmanlar',
    text: 'Uzmanlık alanınızdaki güncel yaklaşımları vakanıza uyarlamak için kaynaklı yanıtlar.',
  },
  {
    title: 'Psikoloji ve PDR öğrencileri',
    text: 'Staj ve uygulama süreçlerinde vaka tartışması, etik kodlar ve temel teknikler için rehberlik.',
  },
] as const;

const STEPS = [
  {
    title: 'Başvuru',
    text: `Kısa başvuru formunu doldurun, mesleki belgenizi ekleyin ve e-posta adresinizi ${String(CODE_LENGTH)} haneli kodla doğrulayın.`,
  },
  {
    title: 'Onay',
    text: `Ekibimiz başvurunuzu ${BUSINESS_FACTS.reviewHours} saat içinde inceler; sonucu e-posta ile bildiririz.`,
  },
  {
    title: 'Deneme',
    text: `Onaydan sonra ${String(TRIAL_DAYS)} gün ve toplam ${String(TRIAL_QUESTIONS)} soruluk ücretsiz denemeyi başlatabilirsiniz.`,
  },
  {
    title: 'Kullanım',
    text: `${PLAN_PERIODS_OR} aylık ön ödemeli bir plan seçin; otomatik yenileme yoktur, ne zaman devam edeceğinize siz karar verirsiniz.`,
  },
] as const;

const FAQ: readonly AccordionItem[] = [
  {
    id: 'kimler',
    question: 'Kimler başvurabilir?',
    answer: (
      <p>
        Psikologlar, klinik psikologlar, psikolojik danışmanlar ve rehber öğretmenler, aile
        danışmanları, psikoloji alanında yüksek lisans veya doktora yapan uzmanlar ile psikoloji ve
        PDR öğrencileri başvurabilir. Başvurular {BUSINESS_FACTS.reviewHours} saat içinde incelenir.
      </p>
    ),
  },
  {
    id: 'deneme',
    question: 'Ücretsiz deneme nasıl işliyor?',
    answer: (
      <p>
        Başvurunuz onaylandıktan sonra {TRIAL_DAYS} gün süren ve toplam {TRIAL_QUESTIONS} soru hakkı
        veren ücretsiz denemeyi başlatabilirsiniz. Hangisi önce dolarsa deneme o anda sona erer;
        kart bilgisi istenmez.
      </p>
    ),
  },
  {
    id: 'uyelik',
    question: 'Onaydan sonra üyeliğimi nasıl başlatırım?',
    answer: (
      <p>
        Onaylandıktan sonra{' '}
        <Link to={paths.pricing} className={textLinkStyle}>
          Planlar sayfasından
        </Link>{' '}
        size uygun planı ve süreyi seçerek üyeliğinizi başlatabilirsiniz. Ödeme kartla alınır ve
        planınız hemen başlar.
      </p>
    ),
  },
];

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-lg leading-relaxed text-muted">{children}</p> : null}
    </div>
  );
}

/** A sample exchange in the hero: what a question and the start of an answer look like. */
function SampleExchange() {
  return (
    <div
      aria-hidden="true"
      className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/5 lg:block"
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Örnek soru</p>
      <p className="mt-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-ink">
        Kaygı bozukluğu olan genç bir danışanım seanslara düzensiz geliyor. Terapötik ittifakı
        güçlendirmek için neler yapabilirim?
      </p>
      <p className="mt-4 text-xs font-semibold tracking-wide text-muted uppercase">Yanıttan</p>
      <div className="mt-2 space-y-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-700">
        <p className="font-semibold text-brand-900">1. Vaka formülasyonu</p>
        <p>Devamsızlığı kaçınma döngüsünün bir parçası olarak ele alın ve danışanla birlikte…</p>
        <p className="font-semibold text-brand-900">2. Teknik öneriler</p>
        <p>Seans başında kısa bir gündem belirleme ve ortak hedef dili…</p>
        <p className="text-xs text-muted">Kaynak: Bilişsel Davranışçı Terapi, ittifak onarımı</p>
      </div>
    </div>
  );
}

export function LandingPage() {
  // The site's default title is the landing page's (PUBLIC_PAGES['/'] of shared/seo).
  useDocumentTitle();
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <h1
              id="hero-title"
              className="text-4xl font-bold tracking-tight text-ink sm:text-5xl sm:leading-tight"
            >
              Psikoloji profesyonelleri için yapay zekâ destekli klinik süpervizyon
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
              Vaka analizi, etik danışmanlık ve teknik önerileri tek bir güvenli çalışma alanında.
              PsikoRehber; psikologlar, psikolojik danışmanlar ve psikoloji öğrencileri için KVKK ve
              klinik etik ilkelerine uygun çalışır. Erişim, başvurusu onaylanan meslek mensuplarına
              açıktır.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.apply} className={buttonStyles.primary}>
                {LANDING_MESSAGES.apply}
              </Link>
              <Link to={paths.services} className={buttonStyles.secondary}>
                {LANDING_MESSAGES.learnMore}
              </Link>
            </div>
            <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {[
                `Başvurular ${BUSINESS_FACTS.reviewHours} saatte incelenir`,
                `${String(TRIAL_DAYS)} gün / ${String(TRIAL_QUESTIONS)} soru ücretsiz deneme`,
                'Otomatik yenileme yok',
              ].map((fact) => (
                <li key={fact} className="flex items-center gap-2">
                  <CheckIcon className="size-5 shrink-0 text-brand-700" />
                  {fact}
                </li>
              ))}
            </ul>
          </div>
          <SampleExchange />
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-6xl flex-col gap-20 px-4 py-16 sm:px-6 sm:py-20">
        <section aria-labelledby="values-title">
          <SectionHeading id="values-title" eyebrow="Neden PsikoRehber?" title="Güvenle danışın">
            Klinik çalışmanızda ihtiyaç duyduğunuz ikinci görüşe, mesleki ilkelerden ödün vermeden
            ulaşın.
          </SectionHeading>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="audience-title">
          <SectionHeading
            id="audience-title"
            eyebrow="Kimler için?"
            title="Ruh sağlığı alanında çalışan herkes için"
          >
            Süpervizyon ihtiyacı meslek hayatının her aşamasında sürer; PsikoRehber farklı meslek
            gruplarının sorularına göre yanıt verir.
          </SectionHeading>
          <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {AUDIENCES.map((audience) => (
              <li key={audience.title} className="border-l-4 border-brand-200 pl-4">
                <h3 className="text-lg font-semibold text-ink">{audience.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{audience.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-title">
          <SectionHeading id="steps-title" eyebrow="Nasıl çalışır?" title="Dört adımda başlayın" />
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-slate-50 p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">
                  <span className="sr-only">{`${String(index + 1)}. adım: `}</span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.apply} className={buttonStyles.primary}>
              Başvuru formuna git
            </Link>
            <Link to={paths.pricing} className={buttonStyles.secondary}>
              Planları inceleyin
            </Link>
          </div>
        </section>

        <section aria-labelledby="testimonial-title">
          <h2 id="testimonial-title" className="sr-only">
            Kullanıcılarımız ne diyor?
          </h2>
          <figure className="rounded-3xl border border-brand-100 bg-brand-50 px-6 py-10 sm:px-12">
            <svg
              viewBox="0 0 32 24"
              width="40"
              height="30"
              aria-hidden="true"
              focusable="false"
              className="text-brand-300"
              fill="currentColor"
            >
              <path d="M0 24V14C0 6.3 4.3 1.6 11.5 0l1.4 3.2C8.6 4.6 6.6 7.4 6.4 11H12v13H0Zm19 0V14c0-7.7 4.3-12.4 11.5-14l1.4 3.2c-4.3 1.4-6.3 4.2-6.5 7.8H31v13H19Z" />
            </svg>
            <blockquote className="mt-4 max-w-3xl text-xl leading-relaxed font-medium text-brand-900 sm:text-2xl">
              <p>
                “Süpervizyon görüşmelerimin arasında takıldığım noktaları PsikoRehber’de
                yapılandırarak düşünebiliyorum. Etik açıdan emin olamadığım durumlarda kaynaklarıyla
                birlikte bir çerçeve sunması bana ciddi zaman kazandırıyor.”
              </p>
            </blockquote>
            <figcaption className="mt-6 text-slate-700">
              <span className="font-semibold text-ink">Elif K.</span>, Klinik Psikolog, İstanbul
            </figcaption>
          </figure>
        </section>

        <section aria-labelledby="faq-title">
          <SectionHeading id="faq-title" eyebrow="Sıkça sorulanlar" title="Aklınızdaki sorular" />
          <Accordion
            items={FAQ}
            defaultOpen={[FAQ[0]?.id ?? '']}
            headingLevel={3}
            className="mt-8 bg-white"
          />
          <p className="mt-6">
            <Link to={paths.faq} className={textLinkStyle}>
              Tüm soruları görün
            </Link>
          </p>
        </section>

        <CtaBand
          id="closing-cta-title"
          title="Klinik çalışmanıza güvenilir bir süpervizyon desteği ekleyin"
          primary={{ to: paths.apply, label: 'Başvuruya başlayın' }}
          secondary={{ to: paths.pricing, label: 'Planları inceleyin' }}
        >
          Başvurunuzu bugün yapın; onaylandıktan sonra {TRIAL_DAYS} gün / {TRIAL_QUESTIONS} soruluk
          ücretsiz denemeyle hemen başlayın.
        </CtaBand>
      </div>
    </>
  );
}
