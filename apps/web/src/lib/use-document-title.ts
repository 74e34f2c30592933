import { useEffect } from 'react';
import { documentTitle } from '~/config/site';

/**
 * Sets the tab title for the current page: `fullTitle` as it is (the public pages' titles from
 * @psikorehber/shared/seo), else the page title with the site name, else the site's default title.
 */
export function useDocumentTitle(pageTitle?: string, fullTitle?: string): void {
  const title = fullTitle ?? documentTitle(pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
