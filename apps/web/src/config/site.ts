// The site's name and default title. DEFAULT_DOCUMENT_TITLE equals DEFAULT_PAGE_META.title of
// @psikorehber/shared/seo (a test keeps them equal); it is written out here so the main bundle does
// not carry the descriptions of every public page
// (docs/requirements/platform.md#plat-budget-landing).
export const SITE_NAME = 'PsikoRehber';

/** index.html's <title> (served before any script runs); the server writes each route's own. */
export const DEFAULT_DOCUMENT_TITLE =
  'PsikoRehber — Psikoloji profesyonelleri için yapay zekâ destekli klinik süpervizyon';

export const SOCIAL_LINKS = {
  linkedIn: 'https://www.linkedin.com/',
} as const;

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : DEFAULT_DOCUMENT_TITLE;
}
