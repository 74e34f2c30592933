import { EXPERIENCE_MAX } from '../constants';

// Input masks (docs/requirements/validation.md#val-apply-experience): what a field keeps while the
// user types, before any validation runs.

/**
 * The experience field keeps digits only and is capped at 100: '1a2' → '12', '150' → '100',
 * '' stays '' (the field is optional). Leading zeros collapse ('007' → '7'), so the value never
 * has more than 3 digits.
 */
export function sanitizeExperienceInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  return String(Math.min(Number(digits), EXPERIENCE_MAX));
}
