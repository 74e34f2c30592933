import { Link } from 'react-router';
import { LinkedInIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { SITE_NAME, SOCIAL_LINKS } from '~/config/site';

const FOOTER_LINKS = [
  { to: paths.about, label: 'Hakkımızda' },
  { to: paths.services, label: 'Hizmetler' },
  { to: paths.pricing, label: 'Planlar' },
  { to: paths.faq, label: 'SSS' },
  { to: paths.contact, label: 'İletişim' },
  { to: paths.privacy, label: 'KVKK ve Gizlilik' },
  { to: paths.terms, label: 'Kullanım Koşulları' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <nav aria-label="Site bağlantıları">
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded px-2 text-sm font-medium text-slate-700 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="px-2 text-sm text-slate-600">
            © {year} {SITE_NAME}. Tüm hakları saklıdır.
          </p>
          <a
            href={SOCIAL_LINKS.linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${SITE_NAME} LinkedIn sayfası (yeni sekmede açılır)`}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-brand-800"
          >
            <LinkedInIcon className="size-5" />
          </a>
        </div>
      </div>
    </footer>
  );
}
