import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { Link } from 'react-router';
import { textLinkStyle } from '~/components/button-styles';
import { Page } from '~/components/page';
import { CONTACT_EMAIL } from '~/config/env';
import { paths } from '~/config/paths';
import { ContactForm } from '~/features/contact/components/contact-form';

/**
 * /contact (docs/requirements/screens.md#scr-contact): the contact form and the other ways to
 * reach the team.
 */
export function ContactPage() {
  return (
    <Page
      title="İletişim"
      documentTitle={PUBLIC_PAGES['/contact'].title}
      lead="Başvurunuz, planlar, KVKK kapsamındaki talepleriniz veya iş birlikleri için bize yazın; mesajlarınızı iş günlerinde yanıtlıyoruz."
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-xl font-semibold text-ink">
            Mesaj gönderin
          </h2>
          <ContactForm />
        </section>

        <aside aria-labelledby="contact-other-title" className="flex flex-col gap-6">
          <h2 id="contact-other-title" className="sr-only">
            Diğer iletişim yolları
          </h2>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h3 className="font-semibold text-ink">E-posta</h3>
            <p className="mt-2 text-muted">Formu kullanmak istemezseniz doğrudan yazabilirsiniz:</p>
            <p className="mt-2">
              <a href={`mailto:${CONTACT_EMAIL}`} className={`${textLinkStyle} break-all`}>
                {CONTACT_EMAIL}
              </a>
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">Yanıtını hemen bulabileceğiniz konular</h3>
            <ul className="mt-3 space-y-2 text-muted">
              <li>
                <Link to={paths.faq} className={textLinkStyle}>
                  Sıkça sorulan sorular
                </Link>
              </li>
              <li>
                <Link to={paths.pricing} className={textLinkStyle}>
                  Planlar ve fiyatlar
                </Link>
              </li>
              <li>
                <Link to={paths.privacy} className={textLinkStyle}>
                  KVKK aydınlatma metni ve haklarınız
                </Link>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-sm leading-relaxed text-amber-950">
            <h3 className="text-base font-semibold">Acil bir durum mu var?</h3>
            <p className="mt-2">
              Bu form acil durumlar için uygun değildir. Danışanınız veya bir başkası için yakın bir
              risk söz konusuysa 112 Acil Çağrı Merkezi’ni arayın.
            </p>
          </div>
        </aside>
      </div>
    </Page>
  );
}
