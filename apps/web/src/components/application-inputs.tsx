import { ADDRESS_MIN_LENGTH, EXPERIENCE_MAX, EXPERIENCE_MIN } from '@psikorehber/shared/constants';
import { sanitizeExperienceInput } from '@psikorehber/shared/rules/form-input';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { APPLICATION_FIELD_LABELS } from '~/lib/application-fields';
import { TextField } from './text-field';

// Application inputs that carry a SPEC §5 rule, shared by /apply and the /application editor so
// the rule and its hint are written once.

/** SPEC §5: '0-100 arası'; the caller's validation gives the error message. */
export const EXPERIENCE_HINT = `${EXPERIENCE_MIN}-${EXPERIENCE_MAX} arası tam sayı.`;
export const ADDRESS_HINT = `En az ${ADDRESS_MIN_LENGTH} karakter.`;

/** Years of experience: digits only, capped at the maximum while typing. */
export function ExperienceField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      id={id}
      label={APPLICATION_FIELD_LABELS.experienceYrs}
      inputMode="numeric"
      autoComplete="off"
      hint={EXPERIENCE_HINT}
      error={error}
      {...registration}
      onChange={(event) => {
        event.target.value = sanitizeExperienceInput(event.target.value);
        return registration.onChange(event);
      }}
    />
  );
}

/**
 * The work and mobile phones. At least one must have 10+ digits, so each registration should
 * re-validate the other (`deps`); both carry the same error.
 */
export function PhoneFields({
  idPrefix,
  work,
  mobile,
  errors,
}: {
  idPrefix: string;
  work: UseFormRegisterReturn;
  mobile: UseFormRegisterReturn;
  errors: { work?: string | undefined; mobile?: string | undefined };
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-phone-work`}
        label={APPLICATION_FIELD_LABELS.contactPhoneWork}
        type="tel"
        autoComplete="work tel"
        error={errors.work}
        {...work}
      />
      <TextField
        id={`${idPrefix}-phone-mobile`}
        label={APPLICATION_FIELD_LABELS.contactPhoneMobile}
        type="tel"
        autoComplete="mobile tel"
        error={errors.mobile}
        {...mobile}
      />
    </>
  );
}
