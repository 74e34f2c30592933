import { useEffect } from 'react';
import { documentTitle } from '~/config/site';

/** Sets the tab title for the current page; without a title the site's default title is used. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
