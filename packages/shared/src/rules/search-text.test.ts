import { describe, expect, it } from 'vitest';

import { foldTurkish, matchesSearch } from './search-text';

describe('foldTurkish', () => {
  it.each([
    ['ŞULE', 'sule'],
    ['Şule', 'sule'],
    ['sule', 'sule'],
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['İstanbul', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['Çağrı Öztürk', 'cagri ozturk'],
    ['ĞÜÇÖ', 'guco'],
    ['Hâkim îmar ûmran', 'hakim imar umran'],
    ['José', 'jose'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldTurkish(input)).toBe(expected);
  });

  it('folds a decomposed dotted capital I (I + U+0307) to i', () => {
    expect(foldTurkish('I\u0307zmir')).toBe('izmir');
  });

  it('collapses whitespace and trims', () => {
    expect(foldTurkish('  Ayşe \t\n  Yılmaz  ')).toBe('ayse yilmaz');
  });

  it('leaves digits and punctuation alone', () => {
    expect(foldTurkish('Klinik-Psikolog #2')).toBe('klinik-psikolog #2');
  });

  it('returns an empty string for non-strings', () => {
    expect(foldTurkish(null)).toBe('');
    expect(foldTurkish(42)).toBe('');
  });
});

describe('matchesSearch', () => {
  it('matches regardless of case and Turkish diacritics', () => {
    expect(matchesSearch('Şule Işık', 'sule')).toBe(true);
    expect(matchesSearch('sule isik', 'ŞULE IŞIK')).toBe(true);
    expect(matchesSearch('Gökçe Çelik', 'celik')).toBe(true);
  });

  it('does not match unrelated text', () => {
    expect(matchesSearch('Şule', 'selin')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('Şule', '   ')).toBe(true);
  });
});
