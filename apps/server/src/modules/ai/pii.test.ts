import { describe, expect, it } from 'vitest';
import evalSet from './knowledge/data/pii-eval.json' with { type: 'json' };
import { findPii, isValidTcKimlik, PiiMasker, type PiiKind } from './pii';

describe('TC Kimlik No', () => {
  it('accepts numbers with valid check digits and refuses the rest', () => {
    expect(isValidTcKimlik('10000000146')).toBe(true);
    expect(isValidTcKimlik('12345678950')).toBe(true);
    expect(isValidTcKimlik('12345678951')).toBe(false);
    expect(isValidTcKimlik('02345678950')).toBe(false);
    expect(isValidTcKimlik('1234567895')).toBe(false);
  });

  it('masks a valid number and leaves an invalid 11-digit number alone', () => {
    const masker = new PiiMasker();
    expect(masker.mask('TC: 10000000146, dosya no 12345678951')).toBe(
      'TC: [TCKN_1], dosya no 12345678951',
    );
  });
});

describe('PII masking', () => {
  const mask = (text: string) => new PiiMasker().mask(text);

  it('masks phones with and without +90, spaces and parentheses', () => {
    expect(mask('Cep: 0532 123 45 67')).toBe('Cep: [TEL_1]');
    expect(mask('Ara: +90 532 123 4567.')).toBe('Ara: [TEL_1].');
    expect(mask('İş: (0212) 555 12 34')).toBe('İş: [TEL_1]');
    expect(mask('05321234567 numarası')).toBe('[TEL_1] numarası');
    expect(mask('Seans 12.03.2024 tarihinde, 45 dakika sürdü.')).toBe(
      'Seans 12.03.2024 tarihinde, 45 dakika sürdü.',
    );
  });

  it('masks e-mails, IBANs, addresses and dates of birth', () => {
    expect(mask('E-posta: ayse.yilmaz@example.com')).toBe('E-posta: [EPOSTA_1]');
    expect(mask('IBAN TR33 0006 1005 1978 6457 8413 26 hesabına')).toBe('IBAN [IBAN_1] hesabına');
    expect(mask('Adres: Atatürk Caddesi No: 12 D: 5 Kadıköy/İstanbul')).toBe('Adres: [ADRES_1]');
    expect(mask('doğum tarihi 12.03.1988 olan danışan')).toBe(
      'doğum tarihi [DOĞUM_TARİHİ_1] olan danışan',
    );
  });

  it('masks names with Turkish suffixes and cues, keeping the suffix', () => {
    expect(mask("Danışanım Mehmet'in annesi Ayşe Hanım geldi.")).toBe(
      "Danışanım [KİŞİ_1]'in annesi [KİŞİ_2] Hanım geldi.",
    );
    expect(mask('Zeynep Kaya ile görüştüm; Zeynep Kaya sakin görünüyordu.')).toBe(
      '[KİŞİ_1] ile görüştüm; [KİŞİ_1] sakin görünüyordu.',
    );
    expect(mask('Danışanım Ferhunde bugün ağladı.')).toBe('Danışanım [KİŞİ_1] bugün ağladı.');
    expect(mask('Bilişsel Davranışçı Terapi ve Kaygı üzerine')).toBe(
      'Bilişsel Davranışçı Terapi ve Kaygı üzerine',
    );
  });

  it('maps placeholders back, also across stream chunks', () => {
    const masker = new PiiMasker();
    const masked = masker.mask('Ayşe Hanım 0532 123 45 67 numaralı telefondan aradı.');
    expect(masked).toBe('[KİŞİ_1] Hanım [TEL_1] numaralı telefondan aradı.');
    expect(masker.unmask('[KİŞİ_1] ile [TEL_1] üzerinden görüşün.')).toBe(
      'Ayşe ile 0532 123 45 67 üzerinden görüşün.',
    );
    const stream = masker.streamUnmasker();
    const out = ['Merhaba [Kİ', 'Şİ_1', '', '] ', 've [TEL', '_1]. Son [ köşeli'].map((c) =>
      stream.push(c),
    );
    expect(out.join('') + stream.flush()).toBe('Merhaba Ayşe ve 0532 123 45 67. Son [ köşeli');
  });
});

describe('PII masking on the labelled set', () => {
  it('finds labelled personal data with high precision and recall', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const misses: string[] = [];
    for (const { text, pii } of evalSet as Array<{
      text: string;
      pii: Array<{ kind: PiiKind; value: string }>;
    }>) {
      const found = findPii(text);
      const overlaps = (value: string, f: { value: string }) =>
        f.value.includes(value) || value.includes(f.value);
      for (const label of pii) {
        if (found.some((f) => overlaps(label.value, f))) truePositives += 1;
        else {
          falseNegatives += 1;
          misses.push(`${label.kind}: ${label.value}`);
        }
      }
      for (const f of found)
        if (!pii.some((label) => overlaps(label.value, f))) falsePositives += 1;
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.85);
  });
});
