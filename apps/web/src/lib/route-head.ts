import { DEFAULT_PAGE_META, publicPageAt } from '@psikorehber/shared/seo';

// The server writes each route's description, canonical URL and Open Graph tags into index.html
// (apps/server/src/modules/seo/head.ts); this keeps them right while a visitor navigates in the
// app (lib/use-route-head.ts loads this module then). The <title> is each page's own.

function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  if (content === null) {
    document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
    return;
  }
  metaTag(attribute, key).content = content;
}

/** PUBLIC_URL's origin as the server wrote it into the first page, remembered across routes. */
let serverOrigin: string | undefined;

/** The canonical origin: the one the server wrote (PUBLIC_URL), else this page's own. */
function canonicalOrigin(): string {
  if (!serverOrigin) {
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    try {
      if (existing?.href) serverOrigin = new URL(existing.href).origin;
    } catch {
      // An unparsable href is replaced below.
    }
  }
  return serverOrigin ?? window.location.origin;
}

function setCanonical(url: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (url === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = url;
}

/** Applies the head tags of `pathname`: its own for public pages, defaults and noindex otherwise. */
export function applyRouteHead(pathname: string): void {
  const page = publicPageAt(pathname);
  const meta = page ?? DEFAULT_PAGE_META;
  const canonical = page ? `${canonicalOrigin()}${page.path}` : null;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'robots', page ? null : 'noindex');
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', canonical);
  setCanonical(canonical);
}
