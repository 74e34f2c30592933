import { describe, expect, it } from 'vitest';

import { errorsOf } from '../../test/zod-errors';
import { contactBodySchema, contactFormSchema } from './contact';

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: 'Soru',
  message: 'Merhaba, bilgi almak istiyorum.',
};

describe('contactFormSchema', () => {
  it('accepts a full message and trims it', () => {
    expect(
      contactFormSchema.parse({ ...valid, name: ' Ayşe Yılmaz ', email: ' AYSE@example.com ' }),
    ).toEqual(valid);
  });

  it('makes the subject optional', () => {
    expect(contactFormSchema.parse({ ...valid, subject: undefined }).subject).toBeNull();
    expect(contactFormSchema.parse({ ...valid, subject: '  ' }).subject).toBeNull();
  });

  it.each([[''], ['  '], [undefined]])('needs a name (%j)', (name) => {
    expect(errorsOf(contactFormSchema, { ...valid, name })).toEqual({
      name: ['Lütfen ad soyad alanını doldurun.'],
    });
  });

  it.each([[''], ['   '], [undefined]])('needs an e-mail (%j) and says only that', (email) => {
    expect(errorsOf(contactFormSchema, { ...valid, email })).toEqual({
      email: ['Lütfen e-posta adresinizi girin.'],
    });
  });

  it.each([['ayse'], ['ayse@example'], ['ayse @example.com']])(
    'needs a valid e-mail (%j)',
    (email) => {
      expect(errorsOf(contactFormSchema, { ...valid, email })).toEqual({
        email: ['Lütfen geçerli bir e-posta adresi girin.'],
      });
    },
  );

  it('needs a message of at least 10 characters after trimming', () => {
    expect(errorsOf(contactFormSchema, { ...valid, message: '  123456789  ' })).toEqual({
      message: ['Mesaj en az 10 karakter olmalıdır.'],
    });
    expect(contactFormSchema.parse({ ...valid, message: ' 1234567890 ' }).message).toBe(
      '1234567890',
    );
    expect(errorsOf(contactFormSchema, { ...valid, message: undefined })).toEqual({
      message: ['Mesaj en az 10 karakter olmalıdır.'],
    });
  });

  it('limits the lengths', () => {
    expect(
      errorsOf(contactFormSchema, {
        name: 'x'.repeat(121),
        email: valid.email,
        subject: 'x'.repeat(201),
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      name: ['En fazla 120 karakter girebilirsiniz.'],
      subject: ['En fazla 200 karakter girebilirsiniz.'],
      message: ['En fazla 5000 karakter girebilirsiniz.'],
    });
  });

  it('reports every problem at once', () => {
    expect(errorsOf(contactFormSchema, {})).toEqual({
      name: ['Lütfen ad soyad alanını doldurun.'],
      email: ['Lütfen e-posta adresinizi girin.'],
      message: ['Mesaj en az 10 karakter olmalıdır.'],
    });
  });
});

describe('contactBodySchema', () => {
  it('carries the honeypot field and the form fields', () => {
    expect(contactBodySchema.parse({ ...valid, website: 'http://spam.example' })).toEqual({
      ...valid,
      website: 'http://spam.example',
    });
    expect(contactBodySchema.parse(valid)).toEqual(valid);
  });

  it('keeps the form messages', () => {
    expect(errorsOf(contactBodySchema, { ...valid, email: 'x' })).toEqual({
      email: ['Lütfen geçerli bir e-posta adresi girin.'],
    });
  });
});
