import { z } from 'zod';

import { CODE_LENGTH, PASSWORD_MIN_LENGTH, TEXT_LIMITS } from '../constants';
import { FORM_MESSAGES } from '../messages';
import { isRecord } from '../rules/raw-values';

// Field building blocks reused by the form and body schemas of this folder.

/** Text, @, text, dot, text; no spaces anywhere (docs/requirements/validation.md#val-email). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Sign-in accepts any address with an @ (e.g. the development admin `admin@localhost`); the
 * stricter pattern of docs/requirements/validation.md#val-email applies where addresses are
 * collected.
 */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const CODE_PATTERN = new RegExp(`^\\d{${String(CODE_LENGTH)}}$`);

/**
 * `pattern` applied to non-empty values only, so an empty field reports just its "required"
 * message. (zod's `abort: true` would do the same but also silences object-level rules such as the
 * phone rule, and every error should show after the first submit.)
 */
export function matchesWhenFilled(pattern: RegExp) {
  return (value: string): boolean => value === '' || pattern.test(value);
}

/** Trimmed, lowercased e-mail; an empty value fails with `requiredMessage` only. */
export function emailField(
  invalidMessage: string,
  requiredMessage: string = invalidMessage,
  pattern: RegExp = EMAIL_PATTERN,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.email, FORM_MESSAGES.tooLong(TEXT_LIMITS.email))
    .refine(matchesWhenFilled(pattern), invalidMessage);
}

/** Required trimmed text; missing, empty and blank all fail with the same message. */
export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, FORM_MESSAGES.tooLong(max));
}

/** Optional trimmed text: missing, null and blank become null, so "not given" has one shape. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, FORM_MESSAGES.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Passwords are never trimmed: spaces are legitimate characters. */
export function passwordField(tooShortMessage: string = FORM_MESSAGES.passwordTooShort) {
  return z
    .string({ error: tooShortMessage })
    .min(PASSWORD_MIN_LENGTH, tooShortMessage)
    .max(TEXT_LIMITS.password, FORM_MESSAGES.tooLong(TEXT_LIMITS.password));
}

/**
 * The current password (sign-in, confirming an erasure): presence only, since a length rule here
 * would leak the password policy; every failure says `message`.
 */
export function currentPasswordField(message: string = FORM_MESSAGES.passwordRequired) {
  return z.string({ error: message }).min(1, message).max(TEXT_LIMITS.password, message);
}

/** A 6-digit e-mail code; inner spaces are dropped because people paste '123 456'. */
export const codeSchema = z
  .string({ error: FORM_MESSAGES.codeRequired })
  .overwrite((value) => value.replace(/\s+/g, ''))
  .min(1, FORM_MESSAGES.codeRequired)
  .refine(matchesWhenFilled(CODE_PATTERN), FORM_MESSAGES.codeInvalid);

/** Counts digits only, so '+90 (532) 000 00 00' and '05320000000' both qualify. */
export function countDigits(value: unknown): number {
  return typeof value === 'string' ? (value.match(/\d/g) ?? []).length : 0;
}

/**
 * Options for object-level rules (phone rule, password confirmation): run them whenever the body is
 * an object, even if some field already failed, so a form shows every error after one submit. The
 * rule bodies must therefore read fields defensively.
 */
export const RUN_ON_ANY_OBJECT = { when: (payload: { value: unknown }) => isRecord(payload.value) };
