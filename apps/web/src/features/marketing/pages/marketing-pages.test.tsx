import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedOut, stubFetch } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

function hrefOf(name: string | RegExp, scope: HTMLElement = document.body): string | null {
  return within(scope).getByRole('link', { name }).getAttribute('href');
}

async function open(path: string, heading: string | RegExp) {
  stubFetch(signedOut);
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
}

// docs/requirements/screens.md#scr-landing
describe('/ landing page', () => {
  it('has the hero, value cards, audiences, four steps, a testimonial, three FAQs and a closing call', async () => {
    await open('/', /yapay zekâ destekli klinik süpervizyon/);
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGES['/'].title));
    expect(hrefOf('Başvurun')).toBe('/apply');
    expect(hrefOf('Daha Fazla Bilgi')).toBe('/services');

    const values = screen.getByRole('region', { name: 'Güvenle danışın' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Güvenli ve etik', 'Verimli akış', 'Meslek grubuna göre erişim']);

    const audiences = screen.getByRole('region', { name: /Ruh sağlığı alanında/ });
    expect(within(audiences).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(
      within(audiences).getByRole('heading', { name: 'Psikoloji ve PDR öğrencileri' }),
    ).toBeTruthy();

    const steps = screen.getByRole('region', { name: 'Dört adımda başlayın' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. adım: Başvuru', '2. adım: Onay', '3. adım: Deneme', '4. adım: Kullanım']);
    expect(hrefOf('Başvuru formuna git', steps)).toBe('/apply');
    expect(hrefOf('Planları inceleyin', steps)).toBe('/pricing');

    const testimonial = screen.getByRole('region', { name: 'Kullanıcılarımız ne diyor?' });
    expect(within(testimonial).getAllByRole('figure')).toHaveLength(1);

    const faq = screen.getByRole('region', { name: 'Aklınızdaki sorular' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'Kimler başvurabilir?',
      'Ücretsiz deneme nasıl işliyor?',
      'Onaydan sonra üyeliğimi nasıl başlatırım?',
    ]);
    expect(faq.textContent).toContain('3 gün süren ve toplam 3 soru');
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    await userEvent.setup().click(questions[2]!);
    expect(hrefOf('Planlar sayfasından', faq)).toBe('/pricing');
    expect(hrefOf('Tüm soruları görün', faq)).toBe('/faq');

    const closing = screen.getByRole('region', { name: /güvenilir bir süpervizyon desteği/ });
    expect(hrefOf('Başvuruya başlayın', closing)).toBe('/apply');
  });
});

// docs/requirements/screens.md#scr-services, docs/requirements/screens.md#scr-info-pages
describe('informational pages', () => {
  it('/services: three service cards linking to /pricing and /apply', async () => {
    await open('/services', 'Hizmetler');
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGES['/services'].title));
    const cards = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) =>
        ['Yapay zekâ destekli süpervizyon', 'Güvenli saklama', 'Sohbet geçmişi'].includes(
          h.textContent ?? '',
        ),
      );
    expect(cards).toHaveLength(3);
    for (const heading of cards) {
      const card = heading.closest('li') as HTMLElement;
      expect(hrefOf('Planları gör', card)).toBe('/pricing');
      expect(hrefOf('Başvuru yap', card)).toBe('/apply');
    }
  });

  it('/about: mission and principles', async () => {
    await open('/about', 'Hakkımızda');
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGES['/about'].title));
    expect(screen.getByRole('heading', { name: 'İlkelerimiz' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'İnsan süpervizyonunu tamamlar' })).toBeTruthy();
  });

  it('/privacy: a KVKK information notice with every required part', async () => {
    await open('/privacy', 'KVKK Aydınlatma Metni');
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGES['/privacy'].title));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const section of [
      '1. Veri sorumlusu',
      '2. İşlenen kişisel veriler',
      '3. İşleme amaçları ve hukuki sebepler',
      '5. Kişisel verilerin aktarılması',
      '6. Saklama süreleri',
      '7. Veri güvenliği ve ihlal bildirimi',
      '8. KVKK 11. madde kapsamındaki haklarınız',
      '9. Haklarınızı nasıl kullanırsınız?',
    ]) {
      expect(headings).toContain(section);
    }
    const text = document.querySelector('main')?.textContent ?? '';
    // The date is written from the text's version (CONSENT_TEXT_VERSIONS.privacyNotice).
    expect(text).toContain('Yürürlük tarihi: 22 Kasım 2026 · Metin sürümü: 2026-11-22');
    expect(text).toContain('Özel nitelikli kişisel veriler');
    expect(text).toContain('yurt dışında bulunan bir yapay zekâ sağlayıcısını');
    expect(text).toContain('en geç 72 saat içinde');
    expect(text).toContain('180 gün');
    const rights = screen.getByRole('heading', { name: /11\. madde/ }).nextElementSibling
      ?.nextElementSibling as HTMLElement;
    expect(within(rights).getAllByRole('listitem')).toHaveLength(9);
    // The table of contents reaches every section.
    const toc = screen.getByRole('navigation', { name: 'İçindekiler' });
    for (const link of within(toc).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), id).toBeTruthy();
    }
  });

  // docs/requirements/limits.md#lim-business-statements
  it('/terms: the business statements of the requirements', async () => {
    await open('/terms', 'Kullanım Koşulları');
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGES['/terms'].title));
    const summary = screen.getByRole('region', { name: 'Özetle' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Başvurular 24-48 saat içinde incelenir.',
      'Ücretsiz deneme 3 gün ve toplam 3 sorudur.',
      'Planlar ön ödemelidir; otomatik yenileme yoktur.',
      'Kullanılmayan soru hakları sonraki döneme devretmez.',
      'Satın alma tarihinden itibaren ilk 7 takvim günü içinde tam iade yapılır.',
    ]);
    expect(screen.getByText(/Planlar 1, 3, 6 veya 12 aylık dönemler için/)).toBeTruthy();
  });
});
