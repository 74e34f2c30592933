import { PASSWORD_MIN_LENGTH } from '@psikorehber/shared/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '~/components/text-field';

// The password-and-confirmation pair of /set-password and the last /forgot step.

export function NewPasswordFields({
  idPrefix,
  labels,
  password,
  passwordConfirm,
  errors,
}: {
  idPrefix: string;
  labels: { password: string; passwordConfirm: string };
  password: UseFormRegisterReturn;
  passwordConfirm: UseFormRegisterReturn;
  errors: { password?: string | undefined; passwordConfirm?: string | undefined };
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        hint={`En az ${PASSWORD_MIN_LENGTH} karakter.`}
        error={errors.password}
        {...password}
      />
      <TextField
        id={`${idPrefix}-password-confirm`}
        label={labels.passwordConfirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirm}
        {...passwordConfirm}
      />
    </>
  );
}
