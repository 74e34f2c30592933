import { describe, expect, it } from 'vitest';

import { errorsOf } from '../../test/zod-errors';
import {
  applicationUpdateSchema,
  applyCodeFormSchema,
  applyFormSchema,
  applyRequestCodeBodySchema,
  applyVerifyCodeBodySchema,
  experienceYrsSchema,
  hasValidPhone,
} from './apply';

const PHONE = 'En az bir telefon (İş veya Cep) giriniz. 10+ haneli olmalı.';

const validApply = {
  email: 'ayse@example.com',
  fullName: 'Ayşe Yılmaz',
  specialization: 'Klinik Psikolog',
  experienceYrs: '5',
  currentRole: '',
  currentWorkplace: 'Özel muayenehane',
  contactPhoneWork: '',
  contactPhoneMobile: '0532 123 45 67',
  address: 'Moda Cad. No: 1 Kadıköy',
  motivation: '',
  acceptPrivacyNotice: true,
  acceptExplicitConsent: true,
};

const NOTICE = 'Devam etmek için KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın.';
const CONSENT = 'Devam etmek için sağlık verilerinin işlenmesine açık rıza vermeniz gerekir.';

describe('applyFormSchema', () => {
  it('accepts a complete form and normalises it', () => {
    expect(applyFormSchema.parse({ ...validApply, email: '  Ayse@Example.COM ' })).toEqual({
      email: 'ayse@example.com',
      fullName: 'Ayşe Yılmaz',
      specialization: 'Klinik Psikolog',
      experienceYrs: 5,
      currentRole: null,
      currentWorkplace: 'Özel muayenehane',
      contactPhoneWork: null,
      contactPhoneMobile: '0532 123 45 67',
      address: 'Moda Cad. No: 1 Kadıköy',
      motivation: null,
      acceptPrivacyNotice: true,
      acceptExplicitConsent: true,
    });
  });

  it('accepts the minimum: e-mail, specialization, one phone, the address and both consents', () => {
    const result = applyFormSchema.safeParse({
      email: 'a@b.co',
      specialization: 'Psikolog',
      contactPhoneWork: '2161234567',
      address: '123456789012',
      acceptPrivacyNotice: true,
      acceptExplicitConsent: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.experienceYrs).toBeNull();
  });

  it('strips unknown fields', () => {
    expect(applyFormSchema.parse({ ...validApply, role: 'ADMIN' })).not.toHaveProperty('role');
  });

  describe('email', () => {
    it.each([
      ['not-an-email'],
      ['a@b'],
      ['@b.co'],
      ['a@.co'],
      ['a b@c.co'],
      ['a@b.'],
      [''],
      ['   '],
    ])('refuses %j with the message of the requirements only', (email) => {
      expect(errorsOf(applyFormSchema, { ...validApply, email }).email).toEqual([
        'Geçerli bir e-posta giriniz.',
      ]);
    });

    it('refuses a missing e-mail with the same message', () => {
      expect(errorsOf(applyFormSchema, { ...validApply, email: undefined }).email).toEqual([
        'Geçerli bir e-posta giriniz.',
      ]);
    });

    it.each([['a@b.co'], ['ad.soyad+test@alt.ornek.com.tr']])('accepts %j', (email) => {
      expect(errorsOf(applyFormSchema, { ...validApply, email })).toEqual({});
    });

    it('refuses addresses longer than 254 characters', () => {
      const email = `${'a'.repeat(250)}@b.co`;
      expect(errorsOf(applyFormSchema, { ...validApply, email }).email).toEqual([
        'En fazla 254 karakter girebilirsiniz.',
      ]);
    });
  });

  describe('specialization', () => {
    it.each([[''], ['   '], [undefined], [null]])('refuses %j', (specialization) => {
      expect(errorsOf(applyFormSchema, { ...validApply, specialization }).specialization).toEqual([
        'Uzmanlık alanı zorunludur.',
      ]);
    });

    it('trims it', () => {
      expect(
        applyFormSchema.parse({ ...validApply, specialization: '  PDR  ' }).specialization,
      ).toBe('PDR');
    });
  });

  describe('experienceYrs', () => {
    it.each([
      ['', null],
      ['  ', null],
      [null, null],
      [undefined, null],
      ['0', 0],
      [0, 0],
      ['100', 100],
      [100, 100],
      [' 7 ', 7],
      ['007', 7],
    ])('accepts %j as %j', (experienceYrs, expected) => {
      expect(applyFormSchema.parse({ ...validApply, experienceYrs }).experienceYrs).toBe(expected);
    });

    it.each([
      ['101'],
      [101],
      ['-1'],
      [-1],
      ['5.5'],
      [5.5],
      ['abc'],
      ['1000'],
      ['1e2'],
      [Number.NaN],
      [true],
    ])('refuses %j', (experienceYrs) => {
      expect(errorsOf(applyFormSchema, { ...validApply, experienceYrs }).experienceYrs).toEqual([
        '0-100 arası tam sayı giriniz.',
      ]);
    });
  });

  describe('phones', () => {
    it('refuses a form without any phone, on both phone fields', () => {
      const errors = errorsOf(applyFormSchema, {
        ...validApply,
        contactPhoneMobile: '',
        contactPhoneWork: null,
      });
      expect(errors).toEqual({ contactPhoneWork: [PHONE], contactPhoneMobile: [PHONE] });
    });

    it('refuses phones of 9 digits', () => {
      const errors = errorsOf(applyFormSchema, {
        ...validApply,
        contactPhoneWork: '216 123 45 6',
        contactPhoneMobile: '532-123-456',
      });
      expect(errors).toEqual({ contactPhoneWork: [PHONE], contactPhoneMobile: [PHONE] });
    });

    it.each([
      ['10 digits with spaces', { contactPhoneMobile: '532 123 45 67' }],
      ['+90 prefix', { contactPhoneMobile: '+90 532 123 45 67' }],
      ['punctuation', { contactPhoneMobile: '(0532) 123-45-67' }],
      ['work phone only', { contactPhoneWork: '2161234567', contactPhoneMobile: undefined }],
      ['one good and one short', { contactPhoneWork: '2161234567', contactPhoneMobile: '123' }],
    ])('accepts %s', (_label, phones) => {
      expect(errorsOf(applyFormSchema, { ...validApply, ...phones })).toEqual({});
    });

    it('refuses a phone field longer than 30 characters', () => {
      expect(
        errorsOf(applyFormSchema, { ...validApply, contactPhoneWork: '1'.repeat(31) })
          .contactPhoneWork,
      ).toEqual(['En fazla 30 karakter girebilirsiniz.']);
    });
  });

  describe('address', () => {
    it('refuses 11 characters after trimming and accepts 12', () => {
      const address11 = 'Ankara 0612';
      expect(address11).toHaveLength(11);
      expect(
        errorsOf(applyFormSchema, { ...validApply, address: `   ${address11}   ` }).address,
      ).toEqual(['Adres en az 12 karakter olmalıdır.']);
      expect(applyFormSchema.parse({ ...validApply, address: `  ${address11}A  ` }).address).toBe(
        `${address11}A`,
      );
    });

    it.each([[''], [undefined], [null]])('refuses %j as the requirements say', (address) => {
      expect(errorsOf(applyFormSchema, { ...validApply, address }).address).toEqual([
        'Adres en az 12 karakter olmalıdır.',
      ]);
    });

    it('refuses more than 500 characters', () => {
      expect(
        errorsOf(applyFormSchema, { ...validApply, address: 'x'.repeat(501) }).address,
      ).toEqual(['En fazla 500 karakter girebilirsiniz.']);
    });
  });

  it('limits the optional texts', () => {
    const errors = errorsOf(applyFormSchema, {
      ...validApply,
      fullName: 'x'.repeat(201),
      currentRole: 'x'.repeat(201),
      currentWorkplace: 'x'.repeat(201),
      motivation: 'x'.repeat(4001),
    });
    expect(errors).toEqual({
      fullName: ['En fazla 200 karakter girebilirsiniz.'],
      currentRole: ['En fazla 200 karakter girebilirsiniz.'],
      currentWorkplace: ['En fazla 200 karakter girebilirsiniz.'],
      motivation: ['En fazla 4000 karakter girebilirsiniz.'],
    });
  });

  it('reports every broken field at once, including the phone rule', () => {
    const errors = errorsOf(applyFormSchema, {});
    expect(errors).toEqual({
      email: ['Geçerli bir e-posta giriniz.'],
      specialization: ['Uzmanlık alanı zorunludur.'],
      address: ['Adres en az 12 karakter olmalıdır.'],
      contactPhoneWork: [PHONE],
      contactPhoneMobile: [PHONE],
      acceptPrivacyNotice: [NOTICE],
      acceptExplicitConsent: [CONSENT],
    });
  });

  it('needs the privacy notice acknowledged and explicit consent given (KVKK)', () => {
    expect(
      errorsOf(applyFormSchema, {
        ...validApply,
        acceptPrivacyNotice: false,
        acceptExplicitConsent: 'true',
      }),
    ).toEqual({ acceptPrivacyNotice: [NOTICE], acceptExplicitConsent: [CONSENT] });
    expect(
      errorsOf(applyFormSchema, {
        ...validApply,
        acceptPrivacyNotice: undefined,
        acceptExplicitConsent: false,
      }),
    ).toEqual({ acceptPrivacyNotice: [NOTICE], acceptExplicitConsent: [CONSENT] });
  });

  it('still checks the phones when the experience is invalid', () => {
    const errors = errorsOf(applyFormSchema, {
      ...validApply,
      experienceYrs: '101',
      contactPhoneMobile: '',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'contactPhoneMobile',
      'contactPhoneWork',
      'experienceYrs',
    ]);
  });

  it('refuses a non-object body', () => {
    expect(applyFormSchema.safeParse('form').success).toBe(false);
    expect(applyFormSchema.safeParse(null).success).toBe(false);
  });
});

describe('hasValidPhone', () => {
  it('counts digits only', () => {
    expect(hasValidPhone('+90 (532) 123 45 67', null)).toBe(true);
    expect(hasValidPhone(null, '532 123 45 6')).toBe(false);
    expect(hasValidPhone(5321234567, undefined)).toBe(false);
  });
});

describe('experienceYrsSchema', () => {
  it('outputs a number or null', () => {
    expect(experienceYrsSchema.parse('42')).toBe(42);
    expect(experienceYrsSchema.parse('')).toBeNull();
  });
});

describe('applicationUpdateSchema', () => {
  const validUpdate = {
    fullName: 'Ayşe Yılmaz',
    specialization: 'PDR',
    experienceYrs: 12,
    currentRole: 'Danışman',
    currentWorkplace: '',
    contactPhoneWork: '0216 123 45 67',
    contactPhoneMobile: '',
    motivation: 'Süpervizyon desteği',
  };

  it('accepts the /apply/secure/update body', () => {
    expect(applicationUpdateSchema.parse(validUpdate)).toEqual({
      ...validUpdate,
      currentWorkplace: null,
      contactPhoneMobile: null,
    });
  });

  it('does not take the e-mail or the address', () => {
    const parsed = applicationUpdateSchema.parse({
      ...validUpdate,
      email: 'x@y.co',
      address: 'somewhere far away',
    });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('address');
  });

  it('applies the same specialization, experience and phone rules', () => {
    expect(
      errorsOf(applicationUpdateSchema, {
        ...validUpdate,
        specialization: ' ',
        experienceYrs: '1000',
        contactPhoneWork: '123',
      }),
    ).toEqual({
      specialization: ['Uzmanlık alanı zorunludur.'],
      experienceYrs: ['0-100 arası tam sayı giriniz.'],
      contactPhoneWork: [PHONE],
      contactPhoneMobile: [PHONE],
    });
  });
});

describe('apply code step', () => {
  it('needs a non-empty code', () => {
    expect(errorsOf(applyCodeFormSchema, { code: '' }).code).toEqual(['Doğrulama kodunu giriniz.']);
    expect(errorsOf(applyCodeFormSchema, {}).code).toEqual(['Doğrulama kodunu giriniz.']);
  });

  it('needs exactly 6 digits and drops spaces', () => {
    expect(errorsOf(applyCodeFormSchema, { code: '12345' }).code).toEqual([
      'Kod 6 haneli olmalıdır.',
    ]);
    expect(errorsOf(applyCodeFormSchema, { code: '1234567' }).code).toEqual([
      'Kod 6 haneli olmalıdır.',
    ]);
    expect(errorsOf(applyCodeFormSchema, { code: '12a456' }).code).toEqual([
      'Kod 6 haneli olmalıdır.',
    ]);
    expect(applyCodeFormSchema.parse({ code: ' 123 456 ' }).code).toBe('123456');
  });

  it('validates the request-code and verify-code bodies', () => {
    expect(applyRequestCodeBodySchema.parse({ email: 'A@B.CO', draftId: 'd1' })).toEqual({
      email: 'a@b.co',
      draftId: 'd1',
    });
    expect(errorsOf(applyRequestCodeBodySchema, { email: 'a@b.co', draftId: ' ' }).draftId).toEqual(
      ['Eksik bilgi.'],
    );
    expect(applyVerifyCodeBodySchema.parse({ draftId: 'd1', code: '000111' })).toEqual({
      draftId: 'd1',
      code: '000111',
    });
    expect(errorsOf(applyVerifyCodeBodySchema, { code: '000111' }).draftId).toEqual([
      'Eksik bilgi.',
    ]);
  });
});
