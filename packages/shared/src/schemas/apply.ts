import { z } from 'zod';

import {
  ADDRESS_MIN_LENGTH,
  EXPERIENCE_MAX,
  EXPERIENCE_MIN,
  PHONE_MIN_DIGITS,
  TEXT_LIMITS,
} from '../constants';
import { APPLY_MESSAGES, FORM_MESSAGES } from '../messages';
import {
  codeSchema,
  countDigits,
  emailField,
  optionalText,
  requiredText,
  RUN_ON_ANY_OBJECT,
} from './fields';

// The apply form and application editor (docs/requirements/validation.md#val-apply,
// docs/requirements/validation.md#val-application-editor), shared by the web forms and the server
// routes.

/**
 * Years of experience: a number or a digit string (form inputs are strings); '' and null mean
 * "not given". At most 3 digits and 0..100; the output is number | null.
 */
export const experienceYrsSchema = z
  .union([z.number(), z.string()], { error: APPLY_MESSAGES.experienceInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return null;
    const years = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (!(years >= EXPERIENCE_MIN && years <= EXPERIENCE_MAX)) {
      ctx.addIssue({ code: 'custom', message: APPLY_MESSAGES.experienceInvalid });
      return z.NEVER;
    }
    return years;
  });

const specializationSchema = requiredText(
  APPLY_MESSAGES.specializationRequired,
  TEXT_LIMITS.specialization,
);
const phoneSchema = optionalText(TEXT_LIMITS.phone);

const applicationFieldsShape = {
  fullName: optionalText(TEXT_LIMITS.fullName),
  specialization: specializationSchema,
  experienceYrs: experienceYrsSchema,
  currentRole: optionalText(TEXT_LIMITS.currentRole),
  currentWorkplace: optionalText(TEXT_LIMITS.currentWorkplace),
  contactPhoneWork: phoneSchema,
  contactPhoneMobile: phoneSchema,
  motivation: optionalText(TEXT_LIMITS.motivation),
};

/** True when at least one of the two phones has PHONE_MIN_DIGITS digits or more. */
export function hasValidPhone(work: unknown, mobile: unknown): boolean {
  return countDigits(work) >= PHONE_MIN_DIGITS || countDigits(mobile) >= PHONE_MIN_DIGITS;
}

/**
 * The phone rule concerns two fields, so its error goes on both paths: both inputs are marked and
 * a summary of wrong fields names both.
 */
function requireOnePhone(
  data: { contactPhoneWork?: unknown; contactPhoneMobile?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (hasValidPhone(data.contactPhoneWork, data.contactPhoneMobile)) return;
  for (const path of ['contactPhoneWork', 'contactPhoneMobile']) {
    ctx.addIssue({ code: 'custom', message: APPLY_MESSAGES.phoneRequired, path: [path] });
  }
}

const addressSchema = z
  .string({ error: APPLY_MESSAGES.addressTooShort })
  .trim()
  .min(ADDRESS_MIN_LENGTH, APPLY_MESSAGES.addressTooShort)
  .max(TEXT_LIMITS.address, FORM_MESSAGES.tooLong(TEXT_LIMITS.address));

/** A required checkbox: missing or false gives `message` (the form starts it unticked). */
const acceptedSchema = (message: string) =>
  z.boolean({ error: message }).refine((accepted) => accepted, message);

/**
 * Step 1 of /apply; also the body of the draft create/update call
 * (docs/requirements/api.md#api-apply-draft). KVKK: the privacy notice must be acknowledged and
 * explicit consent given before any personal data is stored; the server records the text versions
 * and the time.
 */
export const applyFormSchema = z
  .object({
    email: emailField(APPLY_MESSAGES.emailInvalid),
    ...applicationFieldsShape,
    address: addressSchema,
    acceptPrivacyNotice: acceptedSchema(APPLY_MESSAGES.privacyNoticeRequired),
    acceptExplicitConsent: acceptedSchema(APPLY_MESSAGES.explicitConsentRequired),
  })
  .superRefine(requireOnePhone, RUN_ON_ANY_OBJECT);

/**
 * Body of POST /apply/secure/upsert: the draft payload of a signed-in user. The e-mail is the
 * account's and cannot change, so it is not part of the body (an `email` key is ignored).
 */
export const applicationUpsertSchema = z
  .object({ ...applicationFieldsShape, address: addressSchema })
  .superRefine(requireOnePhone, RUN_ON_ANY_OBJECT);
export type ApplicationUpsert = z.output<typeof applicationUpsertSchema>;
export type ApplyFormInput = z.input<typeof applyFormSchema>;
export type ApplyFormValues = z.output<typeof applyFormSchema>;

/**
 * Body of POST /apply/secure/update (docs/requirements/api.md#api-apply-secure-update); e-mail and
 * address are not editable there.
 */
export const applicationUpdateSchema = z
  .object(applicationFieldsShape)
  .superRefine(requireOnePhone, RUN_ON_ANY_OBJECT);
export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;
export type ApplicationUpdate = z.output<typeof applicationUpdateSchema>;

const draftIdSchema = z
  .string({ error: APPLY_MESSAGES.missingInfo })
  .trim()
  .min(1, APPLY_MESSAGES.missingInfo);

/** Step 2 of /apply: the code field alone. */
export const applyCodeFormSchema = z.object({ code: codeSchema });
export type ApplyCodeForm = z.output<typeof applyCodeFormSchema>;

/** POST /public/apply/request-code. */
export const applyRequestCodeBodySchema = z.object({
  email: emailField(APPLY_MESSAGES.emailInvalid),
  draftId: draftIdSchema,
});
export type ApplyRequestCodeBody = z.output<typeof applyRequestCodeBodySchema>;

/** POST /public/apply/verify-code. */
export const applyVerifyCodeBodySchema = z.object({
  draftId: draftIdSchema,
  code: codeSchema,
});
export type ApplyVerifyCodeBody = z.output<typeof applyVerifyCodeBodySchema>;

/**
 * The /apply code step as the form holds it: an empty field says 'Eksik bilgi.'
 * (docs/requirements/validation.md#val-apply-code), anything else must be the 6-digit code.
 */
export const applyCodeStepSchema = z.object({
  code: z
    .string({ error: APPLY_MESSAGES.missingInfo })
    .trim()
    .min(1, APPLY_MESSAGES.missingInfo)
    .pipe(codeSchema),
});
export type ApplyCodeStep = z.output<typeof applyCodeStepSchema>;
