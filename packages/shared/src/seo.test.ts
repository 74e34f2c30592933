import { describe, expect, it } from 'vitest';

import { PUBLIC_PAGES } from './seo';

// The descriptions state business numbers built from the constants (seo.ts); the wording is pinned.
describe('page descriptions', () => {
  it('keeps the wording', () => {
    expect(PUBLIC_PAGES['/pricing'].description).toBe(
      'Başlangıç, Temel ve Premium planların 1, 3, 6 ve 12 aylık fiyatları ve soru kotaları. Otomatik yenileme yoktur; ilk 7 takvim günü içinde tam iade yapılır.',
    );
    expect(PUBLIC_PAGES['/terms'].description).toBe(
      'PsikoRehber kullanım koşulları: başvuru ve onay, 3 gün / 3 soruluk deneme, ön ödemeli planlar, 7 gün içinde tam iade, otomatik yenileme olmaması ve mesleki sorumluluk.',
    );
  });
});
