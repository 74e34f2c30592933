import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '~/app/layout/site-footer';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', Component: SiteFooter }]);
  return render(<RouterProvider router={router} />);
}

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links to every informational page', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Site bağlantıları' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Hakkımızda', '/about'],
      ['Hizmetler', '/services'],
      ['Planlar', '/pricing'],
      ['SSS', '/faq'],
      ['İletişim', '/contact'],
      ['KVKK ve Gizlilik', '/privacy'],
      ['Kullanım Koşulları', '/terms'],
    ]);
  });

  it('has a social-media link that opens safely in a new tab', () => {
    renderFooter();
    const social = screen.getByRole('link', { name: /LinkedIn/ });
    expect(social.getAttribute('href')).toBe('https://www.linkedin.com/');
    expect(social.getAttribute('target')).toBe('_blank');
    expect(social.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the copyright line with the year at render time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    renderFooter();
    expect(screen.getByText('© 2031 PsikoRehber. Tüm hakları saklıdır.')).toBeTruthy();
  });
});
