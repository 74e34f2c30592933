import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { Link } from 'react-router';
import { Accordion } from '~/components/accordion';
import { buttonStyles } from '~/components/button-styles';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { FAQ_ITEMS } from '~/features/faq/faq-items';

/**
 * /faq (docs/requirements/screens.md#scr-faq): an accordion of 20 questions, the first one
 * open.
 */
export function FaqPage() {
  const first = FAQ_ITEMS[0];
  return (
    <Page
      title="Sıkça Sorulan Sorular"
      documentTitle={PUBLIC_PAGES['/faq'].title}
      lead="Başvuru, deneme, planlar, ödeme ve verilerinizin korunması hakkında en çok sorulan soruların yanıtları."
    >
      <Accordion
        items={FAQ_ITEMS}
        defaultOpen={first ? [first.id] : []}
        headingLevel={2}
        className="mt-10 max-w-4xl"
      />

      <section
        aria-labelledby="faq-contact-title"
        className="mt-12 flex max-w-4xl flex-col gap-4 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="faq-contact-title" className="text-lg font-semibold text-ink">
            Sorunuzun yanıtını bulamadınız mı?
          </h2>
          <p className="mt-1 text-muted">Ekibimize yazın, en kısa sürede dönüş yapalım.</p>
        </div>
        <Link to={paths.contact} className={`${buttonStyles.primary} shrink-0`}>
          İletişime geçin
        </Link>
      </section>
    </Page>
  );
}
