import { describe, expect, it } from 'vitest';

import { errorsOf } from '../../test/zod-errors';
import {
  forgotCodeSchema,
  forgotEmailSchema,
  forgotResetSchema,
  loginSchema,
  newPasswordFormSchema,
  setPasswordBodySchema,
  setPasswordFormSchema,
} from './auth';

describe('loginSchema', () => {
  it('trims and lowercases the e-mail and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' Ali@Example.com ', password: ' secret ' })).toEqual({
      email: 'ali@example.com',
      password: ' secret ',
    });
  });

  it('needs a valid e-mail and a password', () => {
    expect(errorsOf(loginSchema, { email: 'ali', password: '' })).toEqual({
      email: ['Geçerli bir e-posta giriniz.'],
      password: ['Şifrenizi giriniz.'],
    });
  });

  it('does not apply the 8-character rule at login', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    // The development admin signs in as admin@localhost.
    expect(loginSchema.safeParse({ email: 'admin@localhost', password: 'x' }).success).toBe(true);
  });
});

describe('setPasswordFormSchema', () => {
  const valid = { token: 'tok_123', password: 'abcdefgh', passwordConfirm: 'abcdefgh' };

  it('accepts a token and two equal passwords of 8+ characters', () => {
    expect(setPasswordFormSchema.parse(valid)).toEqual(valid);
  });

  it.each([[''], ['   '], [undefined], [null]])('refuses the token %j', (token) => {
    expect(errorsOf(setPasswordFormSchema, { ...valid, token })).toEqual({
      token: ['Geçersiz veya eksik doğrulama anahtarı.'],
    });
  });

  it('refuses 7 characters and accepts exactly 8', () => {
    expect(
      errorsOf(setPasswordFormSchema, {
        ...valid,
        password: '1234567',
        passwordConfirm: '1234567',
      }),
    ).toEqual({
      password: ['Şifre en az 8 karakter olmalı.'],
    });
    expect(
      errorsOf(setPasswordFormSchema, {
        ...valid,
        password: '12345678',
        passwordConfirm: '12345678',
      }),
    ).toEqual({});
  });

  it('does not trim passwords (8 spaces count as 8 characters)', () => {
    expect(
      setPasswordFormSchema.parse({
        ...valid,
        password: ' '.repeat(8),
        passwordConfirm: ' '.repeat(8),
      }).password,
    ).toBe('        ');
  });

  it('refuses different passwords on the confirmation field', () => {
    expect(errorsOf(setPasswordFormSchema, { ...valid, passwordConfirm: 'abcdefgH' })).toEqual({
      passwordConfirm: ['Şifreler eşleşmiyor.'],
    });
  });

  it('reports every problem at once', () => {
    expect(
      errorsOf(setPasswordFormSchema, { token: '', password: 'short', passwordConfirm: 'other' }),
    ).toEqual({
      token: ['Geçersiz veya eksik doğrulama anahtarı.'],
      password: ['Şifre en az 8 karakter olmalı.'],
      passwordConfirm: ['Şifreler eşleşmiyor.'],
    });
  });

  it('refuses passwords longer than 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(
      errorsOf(setPasswordFormSchema, { ...valid, password: long, passwordConfirm: long }),
    ).toEqual({
      password: ['En fazla 128 karakter girebilirsiniz.'],
    });
  });

  it('refuses a non-object body without throwing', () => {
    expect(setPasswordFormSchema.safeParse(null).success).toBe(false);
  });
});

describe('setPasswordBodySchema', () => {
  it('validates {verifyToken, password}', () => {
    expect(setPasswordBodySchema.parse({ verifyToken: ' v ', password: 'abcdefgh' })).toEqual({
      verifyToken: 'v',
      password: 'abcdefgh',
    });
    expect(errorsOf(setPasswordBodySchema, { password: 'abc' })).toEqual({
      verifyToken: ['Geçersiz veya eksik doğrulama anahtarı.'],
      password: ['Şifre en az 8 karakter olmalı.'],
    });
  });
});

describe('forgot password', () => {
  it('step 1 lowercases the e-mail and checks its pattern', () => {
    expect(forgotEmailSchema.parse({ email: ' Ali@Example.COM ' })).toEqual({
      email: 'ali@example.com',
    });
    expect(errorsOf(forgotEmailSchema, { email: 'ali@example' })).toEqual({
      email: ['Geçerli bir e-posta giriniz.'],
    });
  });

  it('step 2 needs exactly 6 digits', () => {
    expect(forgotCodeSchema.parse({ email: 'a@b.co', code: '012345' })).toEqual({
      email: 'a@b.co',
      code: '012345',
    });
    for (const code of ['12345', '1234567', 'abcdef', '12 34 5']) {
      expect(errorsOf(forgotCodeSchema, { email: 'a@b.co', code })).toEqual({
        code: ['Kod 6 haneli olmalıdır.'],
      });
    }
    expect(errorsOf(forgotCodeSchema, { email: 'a@b.co', code: '' })).toEqual({
      code: ['Doğrulama kodunu giriniz.'],
    });
  });

  it('step 3 needs the reset token and a confirmed password of 8+ characters', () => {
    const valid = { resetToken: 'r1', password: 'abcdefgh', passwordConfirm: 'abcdefgh' };
    expect(forgotResetSchema.parse(valid)).toEqual(valid);
    expect(
      errorsOf(forgotResetSchema, { resetToken: '', password: 'abc', passwordConfirm: 'abd' }),
    ).toEqual({
      resetToken: ['resetToken bulunamadı. Kodu yeniden doğrulayın.'],
      password: ['Şifre en az 8 karakter olmalı.'],
      passwordConfirm: ['Şifreler eşleşmiyor.'],
    });
  });

  it('the step 3 form checks the password pair without the token', () => {
    expect(
      newPasswordFormSchema.safeParse({ password: 'abcdefgh', passwordConfirm: 'abcdefgh' })
        .success,
    ).toBe(true);
    expect(errorsOf(newPasswordFormSchema, { password: 'abcdefgh', passwordConfirm: '' })).toEqual({
      passwordConfirm: ['Şifreler eşleşmiyor.'],
    });
  });
});
