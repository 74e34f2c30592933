import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedOut, stubFetch } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

async function openFaq() {
  stubFetch(signedOut);
  renderApp('/faq');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Sıkça Sorulan Sorular' },
    { timeout: 5000 },
  );
}

function answerOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the question controls no answer');
  return panel;
}

// docs/requirements/screens.md#scr-faq
describe('/faq', () => {
  it('has 20 questions as headings, only the first one open', async () => {
    await openFaq();
    const buttons = screen
      .getAllByRole('heading', { level: 2 })
      .flatMap((heading) => within(heading).queryAllByRole('button'));
    expect(buttons).toHaveLength(20);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      ...Array<string>(19).fill('false'),
    ]);
    expect(answerOf(buttons[0]!).hidden).toBe(false);
    expect(buttons.slice(1).every((b) => answerOf(b).hidden)).toBe(true);
    await waitFor(() => expect(document.title).toBe('Sıkça Sorulan Sorular | PsikoRehber'));
  });

  // docs/requirements/overview.md#ov-promises
  it('states every FAQ fact of the requirements', async () => {
    await openFaq();
    // Hidden answers are still in the document (for search engines and find-in-page).
    const text = document.querySelector('main')?.textContent ?? '';
    for (const fact of [
      '24-48 saat içinde incelenir',
      'ilk 7 takvim günü içinde',
      'otomatik yenileme yoktur',
      'kullanılmayan krediler devretmez',
      '2-10 saniye içinde gelir',
      'en geç 72 saat içinde',
      'Kişisel Verilerin Korunması Kanunu',
      '3 gün süren ve toplam 3',
      'Kimler başvurabilir?',
      'PDF, PNG, JPG, JPEG',
    ]) {
      expect(text.toLocaleLowerCase('tr'), fact).toContain(fact.toLocaleLowerCase('tr'));
    }
  });

  it('opens and closes answers with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    await openFaq();
    const first = screen.getByRole('button', { name: 'PsikoRehber nedir?' });
    const refund = screen.getByRole('button', { name: 'İade alabilir miyim?' });

    await user.click(refund);
    expect(refund.getAttribute('aria-expanded')).toBe('true');
    expect(answerOf(refund).hidden).toBe(false);
    expect(
      within(answerOf(refund)).getByText(/ödediğiniz tutarın tamamı iade edilir/),
    ).toBeTruthy();
    // Several answers may stay open.
    expect(first.getAttribute('aria-expanded')).toBe('true');

    refund.focus();
    await user.keyboard('{Enter}');
    expect(refund.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(refund.getAttribute('aria-expanded')).toBe('true');

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Kimler başvurabilir?');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe(
      'Hesabımı ve verilerimi nasıl sildirebilirim?',
    );
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe(
      'Hesabımı ve verilerimi nasıl sildirebilirim?',
    );
  });

  it('points to the contact page for other questions', async () => {
    await openFaq();
    expect(screen.getByRole('link', { name: 'İletişime geçin' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
