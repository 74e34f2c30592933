import { z } from 'zod';

import { TEXT_LIMITS } from '../constants';
import { FORGOT_MESSAGES, LOGIN_MESSAGES, SET_PASSWORD_MESSAGES } from '../messages';
import {
  codeSchema,
  currentPasswordField,
  emailField,
  LOGIN_EMAIL_PATTERN,
  passwordField,
  RUN_ON_ANY_OBJECT,
} from './fields';

// Login, first password and forgot-password schemas: the forms of
// docs/requirements/validation.md#val-login, docs/requirements/validation.md#val-set-password and
// docs/requirements/validation.md#val-forgot, and the bodies of docs/requirements/api.md#api-login,
// docs/requirements/api.md#api-apply-set-password and docs/requirements/api.md#api-forgot.

/** POST /auth/login. Only presence is checked: a length rule here would leak the password policy. */
export const loginSchema = z.object({
  email: emailField(LOGIN_MESSAGES.emailInvalid, LOGIN_MESSAGES.emailInvalid, LOGIN_EMAIL_PATTERN),
  password: currentPasswordField(LOGIN_MESSAGES.passwordRequired),
});
export type LoginInput = z.output<typeof loginSchema>;

function oneTimeToken(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(TEXT_LIMITS.token, message);
}

/**
 * Confirmation rule shared by set-password and forgot-reset; the error sits on `passwordConfirm`.
 */
function passwordsMatch(
  data: { password?: unknown; passwordConfirm?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (data.password !== data.passwordConfirm) {
    ctx.addIssue({
      code: 'custom',
      message: SET_PASSWORD_MESSAGES.passwordMismatch,
      path: ['passwordConfirm'],
    });
  }
}

/** The /set-password form: token from the query or session storage, password twice. */
export const setPasswordFormSchema = z
  .object({
    token: oneTimeToken(SET_PASSWORD_MESSAGES.tokenMissing),
    password: passwordField(SET_PASSWORD_MESSAGES.passwordTooShort),
    passwordConfirm: z.string({ error: SET_PASSWORD_MESSAGES.passwordMismatch }),
  })
  .superRefine(passwordsMatch, RUN_ON_ANY_OBJECT);
export type SetPasswordForm = z.output<typeof setPasswordFormSchema>;

/** POST /public/apply/set-password. */
export const setPasswordBodySchema = z.object({
  verifyToken: oneTimeToken(SET_PASSWORD_MESSAGES.tokenMissing),
  password: passwordField(SET_PASSWORD_MESSAGES.passwordTooShort),
});
export type SetPasswordBody = z.output<typeof setPasswordBodySchema>;

/**
 * Forgot step 1 (request code); the e-mail is sent lowercased
 * (docs/requirements/api.md#api-forgot-request).
 */
export const forgotEmailSchema = z.object({
  email: emailField(FORGOT_MESSAGES.emailInvalid),
});
export type ForgotEmailInput = z.output<typeof forgotEmailSchema>;

/** Forgot step 2 (verify code): exactly 6 digits. */
export const forgotCodeSchema = z.object({
  email: emailField(FORGOT_MESSAGES.emailInvalid),
  code: codeSchema,
});
export type ForgotCodeInput = z.output<typeof forgotCodeSchema>;

/** The new-password pair of forgot step 3 as the form holds it (the token lives in page state). */
export const newPasswordFormSchema = z
  .object({
    password: passwordField(FORGOT_MESSAGES.passwordTooShort),
    passwordConfirm: z.string({ error: FORGOT_MESSAGES.passwordMismatch }),
  })
  .superRefine(passwordsMatch, RUN_ON_ANY_OBJECT);
export type NewPasswordForm = z.output<typeof newPasswordFormSchema>;

/**
 * Forgot step 3 body: {resetToken, password, passwordConfirm}
 * (docs/requirements/api.md#api-forgot-reset).
 */
export const forgotResetSchema = z
  .object({
    resetToken: oneTimeToken(FORGOT_MESSAGES.resetTokenMissing),
    password: passwordField(FORGOT_MESSAGES.passwordTooShort),
    passwordConfirm: z.string({ error: FORGOT_MESSAGES.passwordMismatch }),
  })
  .superRefine(passwordsMatch, RUN_ON_ANY_OBJECT);
export type ForgotResetInput = z.output<typeof forgotResetSchema>;
