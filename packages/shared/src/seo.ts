// What search engines and link previews see of the public pages
// (docs/requirements/screens.md#scr-routes): one unique Turkish title and description per route.
// The server writes them into index.html before any script runs (with canonical and Open Graph tags
// from PUBLIC_URL) and lists the routes in sitemap.xml; the web app keeps the same tags current
// while a visitor navigates. Business numbers come from constants.ts.

import { BUSINESS_FACTS, TRIAL_DAYS, TRIAL_QUESTIONS } from './constants';
import { PLAN_PERIODS_AND } from './messages';

const { refundDays, reviewHours } = BUSINESS_FACTS;
/** The trial as the descriptions name it: "3 gün / 3 soruluk deneme". */
const TRIAL_TEXT = `${String(TRIAL_DAYS)} gün / ${String(TRIAL_QUESTIONS)} soruluk deneme`;

export const SITE_NAME = 'PsikoRehber';

export interface PageMeta {
  /** The whole <title>. */
  title: string;
  description: string;
}

/** index.html's own title and description, used for every page that is not listed below. */
export const DEFAULT_PAGE_META: PageMeta = {
  title: 'PsikoRehber — Psikoloji profesyonelleri için yapay zekâ destekli klinik süpervizyon',
  description:
    'PsikoRehber; psikologlar, psikolojik danışmanlar ve psikoloji öğrencileri için KVKK ve klinik etik ilkelerine uygun, yapay zekâ destekli klinik süpervizyon platformudur: vaka analizi, etik danışmanlık ve teknik önerileri.',
};

/** The indexable pages, in sitemap order. */
export const PUBLIC_PAGES = {
  '/': DEFAULT_PAGE_META,
  '/services': {
    title: 'Hizmetler — Yapay zekâ destekli süpervizyon, güvenli saklama | PsikoRehber',
    description:
      'Vaka analizi, etik danışmanlık ve teknik önerileri için yapay zekâ destekli süpervizyon; şifreli ve KVKK uyumlu saklama; konu başlıklarına göre düzenlenen, PDF olarak indirilebilen oturum geçmişi.',
  },
  '/pricing': {
    title: 'Planlar ve fiyatlar | PsikoRehber',
    description: `Başlangıç, Temel ve Premium planların ${PLAN_PERIODS_AND} aylık fiyatları ve soru kotaları. Otomatik yenileme yoktur; ilk ${String(refundDays)} takvim günü içinde tam iade yapılır.`,
  },
  '/about': {
    title: 'Hakkımızda — Klinik süpervizyona yapay zekâ desteği | PsikoRehber',
    description:
      'PsikoRehber’in amacı, ilkeleri ve çalışma biçimi: psikoloji profesyonellerine etik, güvenli ve kanıta dayalı süpervizyon desteği; insan süpervizörün yerini almayan bir yardımcı.',
  },
  '/faq': {
    title: 'Sıkça Sorulan Sorular | PsikoRehber',
    description: `Başvuru ve onay süresi (${reviewHours} saat), ${TRIAL_TEXT}, planlar, iade, otomatik yenileme, KVKK, veri güvenliği ve yanıt süreleri hakkında sık sorulan 20 soru ve yanıtı.`,
  },
  '/contact': {
    title: 'İletişim | PsikoRehber',
    description:
      'PsikoRehber ekibine başvuru, planlar, KVKK kapsamındaki talepler veya iş birlikleri için iletişim formundan ya da e-posta ile ulaşın.',
  },
  '/privacy': {
    title: 'KVKK Aydınlatma Metni ve Gizlilik | PsikoRehber',
    description:
      '6698 sayılı KVKK kapsamında aydınlatma metni: işlenen kişisel veriler, özel nitelikli sağlık verileri, amaçlar, hukuki sebepler, aktarımlar, saklama süreleri ve 11. maddedeki haklarınız.',
  },
  '/terms': {
    title: 'Kullanım Koşulları | PsikoRehber',
    description: `PsikoRehber kullanım koşulları: başvuru ve onay, ${TRIAL_TEXT}, ön ödemeli planlar, ${String(refundDays)} gün içinde tam iade, otomatik yenileme olmaması ve mesleki sorumluluk.`,
  },
  '/apply': {
    title: 'Başvuru | PsikoRehber',
    description: `PsikoRehber’e başvurun: kısa formu doldurun, mesleki belgenizi ekleyin ve e-posta adresinizi doğrulayın. Başvurular ${reviewHours} saat içinde incelenir.`,
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];

/** Ignores a trailing slash and the query, as the server's router does. */
function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The public page at `pathname`, or undefined for any other route (those are not indexed). */
export function publicPageAt(pathname: string): (PageMeta & { path: PublicPath }) | undefined {
  const path = normalisePath(pathname);
  if (!Object.hasOwn(PUBLIC_PAGES, path)) return undefined;
  const key = path as PublicPath;
  return { path: key, ...PUBLIC_PAGES[key] };
}

/** Areas a crawler has no business in (robots.txt); they need a session or are not pages. */
export const NON_CRAWLABLE_PREFIXES = [
  '/api/',
  '/admin',
  '/application',
  '/billing',
  '/dashboard',
  '/dev/',
  '/my-application',
  '/sandbox/',
  '/set-password',
  '/workspace',
] as const;
