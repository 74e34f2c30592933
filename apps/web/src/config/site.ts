export const SITE_NAME = 'PsikoRehber';

/** Keep in sync with the <title> of index.html, which is served before any script runs. */
export const DEFAULT_DOCUMENT_TITLE =
  'PsikoRehber — Psikoloji profesyonelleri için yapay zekâ destekli klinik süpervizyon';

export const SOCIAL_LINKS = {
  linkedIn: 'https://www.linkedin.com/',
} as const;

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : DEFAULT_DOCUMENT_TITLE;
}
