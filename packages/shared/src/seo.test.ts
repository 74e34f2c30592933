import { describe, expect, it } from 'vitest';

import { BUSINESS_FACTS, PLAN_PERIODS_MONTHS, TRIAL_DAYS, TRIAL_QUESTIONS } from './constants';
import { PUBLIC_PAGES } from './seo';

// The descriptions state business numbers; each must be the constant's current value.
describe('page descriptions', () => {
  const trial = `${String(TRIAL_DAYS)} gün / ${String(TRIAL_QUESTIONS)} soruluk deneme`;

  it.each([
    [
      '/pricing',
      [...PLAN_PERIODS_MONTHS.map(String), `${String(BUSINESS_FACTS.refundDays)} takvim`],
    ],
    ['/faq', [`(${BUSINESS_FACTS.reviewHours} saat)`, trial]],
    ['/terms', [trial, `${String(BUSINESS_FACTS.refundDays)} gün içinde tam iade`]],
    ['/apply', [`${BUSINESS_FACTS.reviewHours} saat`]],
  ] as const)('%s names %j', (path, parts) => {
    for (const part of parts) expect(PUBLIC_PAGES[path].description).toContain(part);
  });

  it('keeps the wording', () => {
    expect(PUBLIC_PAGES['/pricing'].description).toBe(
      'Başlangıç, Temel ve Premium planların 1, 3, 6 ve 12 aylık fiyatları ve soru kotaları. Otomatik yenileme yoktur; ilk 7 takvim günü içinde tam iade yapılır.',
    );
    expect(PUBLIC_PAGES['/terms'].description).toBe(
      'PsikoRehber kullanım koşulları: başvuru ve onay, 3 gün / 3 soruluk deneme, ön ödemeli planlar, 7 gün içinde tam iade, otomatik yenileme olmaması ve mesleki sorumluluk.',
    );
  });
});
