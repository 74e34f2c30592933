import { ADDRESS_MIN_LENGTH, EXPERIENCE_MAX, EXPERIENCE_MIN } from '@psikorehber/shared/constants';
import { sanitizeExperienceInput } from '@psikorehber/shared/rules/form-input';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { textLinkStyle } from '~/components/button-styles';
import { CheckboxField } from '~/components/checkbox-field';
import { paths } from '~/config/paths';
import { APPLICATION_FIELD_LABELS } from '~/lib/application-fields';
import { TextField } from './text-field';

// Application inputs that carry a validation rule (docs/requirements/validation.md#val-apply) or
// the KVKK consents, used by the application form (components/application-form.tsx) so each rule,
// hint and statement is written once.

/**
 * '0-100 arası' (docs/requirements/validation.md#val-apply); the caller's validation gives the
 * error message.
 */
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

/**
 * The KVKK consents a new application gives before any personal data is stored: the privacy
 * notice read, and explicit consent to health data in the workspace (docs/decisions/006).
 */
export function ConsentFields({
  idPrefix,
  privacyNotice,
  explicitConsent,
  errors,
}: {
  idPrefix: string;
  privacyNotice: UseFormRegisterReturn;
  explicitConsent: UseFormRegisterReturn;
  errors: { privacyNotice?: string | undefined; explicitConsent?: string | undefined };
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">Kişisel verileriniz (KVKK)</legend>
      <CheckboxField
        id={`${idPrefix}-privacy-notice`}
        required
        error={errors.privacyNotice}
        label={
          <>
            <a href={paths.privacy} target="_blank" rel="noopener" className={textLinkStyle}>
              KVKK Aydınlatma Metni
            </a>
            ’ni okudum; bilgilerimin başvurumun değerlendirilmesi ve hizmetin sunulması için
            işleneceğini biliyorum.
          </>
        }
        {...privacyNotice}
      />
      <CheckboxField
        id={`${idPrefix}-explicit-consent`}
        required
        error={errors.explicitConsent}
        label={
          <>
            Çalışma alanına yazacağım vaka bilgilerinde yer alabilecek sağlık verilerinin{' '}
            <a
              href={`${paths.privacy}#acik-riza`}
              target="_blank"
              rel="noopener"
              className={textLinkStyle}
            >
              Açık Rıza Metni
            </a>
            ’nde belirtilen amaçlarla işlenmesine açık rıza veriyorum.
          </>
        }
        {...explicitConsent}
      />
    </fieldset>
  );
}
