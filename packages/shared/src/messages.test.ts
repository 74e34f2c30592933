import { describe, expect, it } from 'vitest';

import {
  ADDRESS_MIN_LENGTH,
  APPLICATION_STATUSES,
  CODE_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  DOCUMENTS_PER_APPLICATION,
  EXPERIENCE_MAX,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  PLAN_CODES,
  SEARCH_MIN_LENGTH,
} from './constants';
import { ERROR_STATUS } from './errors';
import * as messages from './messages';
import {
  ADMIN_MESSAGES,
  APPLICATION_PAGE_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLY_MESSAGES,
  ASK_MESSAGES,
  CHECKOUT_MESSAGES,
  CONTACT_MESSAGES,
  FORGOT_MESSAGES,
  FORM_MESSAGES,
  HEADER_MESSAGES,
  LOGIN_MESSAGES,
  NO_QUOTA_BANNERS,
  PAYMENT_MESSAGES,
  PDF_MESSAGES,
  PLAN_NAMES,
  PLAN_TAGLINES,
  PLAN_PERIODS_AND,
  PLAN_PERIODS_OR,
  SERVER_ERROR_MESSAGES,
  SET_PASSWORD_MESSAGES,
  TRIAL_MESSAGES,
  WORKSPACE_MESSAGES,
  WORKSPACE_UI_MESSAGES,
} from './messages';

describe('texts quoted by the requirements are verbatim', () => {
  it.each([
    [APPLY_MESSAGES.emailInvalid, 'Geçerli bir e-posta giriniz.'],
    [APPLY_MESSAGES.specializationRequired, 'Uzmanlık alanı zorunludur.'],
    [APPLY_MESSAGES.experienceInvalid, '0-100 arası tam sayı giriniz.'],
    [APPLY_MESSAGES.phoneRequired, 'En az bir telefon (İş veya Cep) giriniz. 10+ haneli olmalı.'],
    [APPLY_MESSAGES.addressTooShort, 'Adres en az 12 karakter olmalıdır.'],
    [APPLY_MESSAGES.documentLimit, 'Maksimum 1 belge yüklenebilir. Önce mevcut belgeyi silin.'],
    [APPLY_MESSAGES.invalidFields, 'Eksik/yanlış alanlar var.'],
    [APPLY_MESSAGES.requestCodeFailed, 'Kayıt / kod gönderimi başarısız.'],
    [APPLICATION_PAGE_MESSAGES.notFound, 'Henüz başvuru bulunamadı.'],
    [LOGIN_MESSAGES.invalidCredentials, 'E-posta veya şifre hatalı.'],
    [LOGIN_MESSAGES.failed, 'Giriş sırasında bir hata oluştu.'],
    [SET_PASSWORD_MESSAGES.tokenMissing, 'Geçersiz veya eksik doğrulama anahtarı.'],
    [SET_PASSWORD_MESSAGES.passwordMismatch, 'Şifreler eşleşmiyor.'],
    [SET_PASSWORD_MESSAGES.passwordTooShort, 'Şifre en az 8 karakter olmalı.'],
    [FORGOT_MESSAGES.resetTokenMissing, 'resetToken bulunamadı. Kodu yeniden doğrulayın.'],
    [FORGOT_MESSAGES.noEndpoint, 'Uygun endpoint bulunamadı'],
    [CONTACT_MESSAGES.nameRequired, 'Lütfen ad soyad alanını doldurun.'],
    [CONTACT_MESSAGES.emailRequired, 'Lütfen e-posta adresinizi girin.'],
    [CONTACT_MESSAGES.emailInvalid, 'Lütfen geçerli bir e-posta adresi girin.'],
    [CONTACT_MESSAGES.messageTooShort, 'Mesaj en az 10 karakter olmalıdır.'],
    [CONTACT_MESSAGES.invalidBody, 'Form verilerini kontrol edin.'],
    [ASK_MESSAGES.quotaWarning, 'Kota tükendi. Yeni soru sormak için bir plan seçin.'],
    [ASK_MESSAGES.authRequired, 'Oturum veya yetki gerekli. Lütfen giriş yapın.'],
    [ASK_MESSAGES.rateLimited, 'Hız limiti aşıldı. Kısa süre sonra tekrar deneyin.'],
    [ASK_MESSAGES.serverError, 'Sunucu hatası. Lütfen tekrar deneyin.'],
    [WORKSPACE_MESSAGES.titleRequired, 'Başlık zorunlu'],
    [WORKSPACE_MESSAGES.questionRequired, 'Soru boş olamaz'],
    [NO_QUOTA_BANNERS.quotaExhausted, 'Krediniz tükendi...'],
    [TRIAL_MESSAGES.startFailed, 'Deneme başlatılamadı. Lütfen tekrar deneyin.'],
    [PDF_MESSAGES.failed, 'PDF oluşturulamadı. Lütfen tekrar deneyin.'],
    [PAYMENT_MESSAGES.prepareFailed, 'Ödeme hazırlığı başarısız.'],
    [PAYMENT_MESSAGES.buyBlocked, 'Başvurunuz onaylandığında satın alabilirsiniz.'],
    [PAYMENT_MESSAGES.resultErrorTitle, 'İşlem doğrulanamadı'],
    [PAYMENT_MESSAGES.resultFailedTitle, 'Ödeme başarısız / iptal edildi'],
    [CHECKOUT_MESSAGES.cardFieldsRequired, 'Lütfen tüm kart alanlarını doldurun.'],
    [CHECKOUT_MESSAGES.planOrAmountMissing, 'Plan veya tutar bulunamadı.'],
    [ADMIN_MESSAGES.filesFailed, 'Dosyalar alınamadı'],
    [ADMIN_MESSAGES.notFound, 'Bulunamadı.'],
    [HEADER_MESSAGES.statusUnderReview, 'Başvuru İncelemede'],
    [HEADER_MESSAGES.myApplication, 'Başvurum & Profilim'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('builds the admin list fallback and the length messages', () => {
    expect(ADMIN_MESSAGES.httpStatus(502)).toBe('HTTP 502');
    expect(FORM_MESSAGES.tooLong(200)).toBe('En fazla 200 karakter girebilirsiniz.');
    expect(WORKSPACE_MESSAGES.questionTooLong(10)).toBe('Soru en fazla 10 karakter olabilir.');
  });
});

describe('numbers in messages come from the constants', () => {
  it.each([
    [FORM_MESSAGES.passwordTooShort, [PASSWORD_MIN_LENGTH]],
    [SET_PASSWORD_MESSAGES.passwordTooShort, [PASSWORD_MIN_LENGTH]],
    [FORGOT_MESSAGES.passwordTooShort, [PASSWORD_MIN_LENGTH]],
    [FORM_MESSAGES.codeInvalid, [CODE_LENGTH]],
    [APPLY_MESSAGES.codeInvalid, [CODE_LENGTH]],
    [APPLY_MESSAGES.experienceInvalid, [EXPERIENCE_MAX]],
    [APPLY_MESSAGES.phoneRequired, [PHONE_MIN_DIGITS]],
    [APPLY_MESSAGES.addressTooShort, [ADDRESS_MIN_LENGTH]],
    [APPLY_MESSAGES.documentLimit, [DOCUMENTS_PER_APPLICATION]],
    [CONTACT_MESSAGES.messageTooShort, [CONTACT_MESSAGE_MIN_LENGTH]],
    [WORKSPACE_UI_MESSAGES.searchTooShort, [SEARCH_MIN_LENGTH]],
  ])('%j names %j', (message, values) => {
    for (const value of values) expect(message).toContain(String(value));
  });

  it('lists every plan period', () => {
    expect(PLAN_PERIODS_AND).toBe('1, 3, 6 ve 12');
    expect(PLAN_PERIODS_OR).toBe('1, 3, 6 veya 12');
  });
});

describe('SERVER_ERROR_MESSAGES', () => {
  it('has a message for every error code and nothing else', () => {
    expect(Object.keys(SERVER_ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it('uses the text of the requirements where they give one', () => {
    expect(SERVER_ERROR_MESSAGES.invalid_credentials).toBe('E-posta veya şifre hatalı.');
    expect(SERVER_ERROR_MESSAGES.rate_limited).toBe(
      'Hız limiti aşıldı. Kısa süre sonra tekrar deneyin.',
    );
    expect(SERVER_ERROR_MESSAGES.invalid_body).toBe('Form verilerini kontrol edin.');
    expect(SERVER_ERROR_MESSAGES.not_found).toBe('Bulunamadı.');
    expect(SERVER_ERROR_MESSAGES.internal_error).toBe('Sunucu hatası. Lütfen tekrar deneyin.');
    expect(SERVER_ERROR_MESSAGES.quota_exhausted).toBe(
      'Kota tükendi. Yeni soru sormak için bir plan seçin.',
    );
    expect(SERVER_ERROR_MESSAGES.service_unavailable).toMatch(/geçici olarak kullanılamıyor/);
  });
});

describe('labels', () => {
  it('label every application status', () => {
    expect(Object.keys(APPLICATION_STATUS_LABELS).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(APPLICATION_STATUS_LABELS.HOLD).toBe('Beklemede');
    expect(APPLICATION_STATUS_LABELS.NONE).toBe('Başvuru yok');
  });

  it('name and describe every plan in Turkish', () => {
    expect(PLAN_CODES.map((code) => PLAN_NAMES[code])).toEqual(['Başlangıç', 'Temel', 'Premium']);
    expect(PLAN_CODES.map((code) => PLAN_TAGLINES[code])).toEqual([
      'Başlamak için en uygun fiyat',
      'Dengeli, daha fazla aylık kota',
      'Yoğun klinik ihtiyaçlar için yüksek kota',
    ]);
  });
});

describe('every message', () => {
  const texts = Object.values(messages).flatMap((group) =>
    typeof group === 'object'
      ? Object.values(group).filter((value) => typeof value === 'string')
      : [],
  );

  it('is a non-empty string without stray whitespace', () => {
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(text).toBe(text.trim());
    for (const text of texts) expect(text).not.toBe('');
  });
});
