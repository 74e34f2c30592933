import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRouteHead } from '~/lib/route-head';

const content = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
const canonical = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;

describe('applyRouteHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the origin the server wrote and moves the tags to the new page', () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://psikorehber.example/faq" /><meta name="description" content="SSS" />';
    applyRouteHead('/privacy');
    expect(canonical()).toBe('https://psikorehber.example/privacy');
    expect(content('meta[name="description"]')).toBe(PUBLIC_PAGES['/privacy'].description);
    expect(content('meta[property="og:title"]')).toBe(PUBLIC_PAGES['/privacy'].title);
    expect(content('meta[property="og:url"]')).toBe('https://psikorehber.example/privacy');
    expect(content('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('marks other routes noindex without a canonical URL, and undoes that on a public page', () => {
    applyRouteHead('/workspace');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeNull();
    expect(content('meta[property="og:url"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe(PUBLIC_PAGES['/'].description);

    applyRouteHead('/contact/');
    expect(content('meta[name="robots"]')).toBeNull();
    expect(canonical()).toMatch(/\/contact$/);
  });
});
