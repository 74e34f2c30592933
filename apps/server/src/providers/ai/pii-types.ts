// Kinds of personal data the masker finds, and what it reports for each finding.

export type PiiKind =
  | 'tc'
  | 'iban'
  | 'email'
  | 'phone'
  | 'birthdate'
  | 'date'
  | 'address'
  | 'school'
  | 'plate'
  | 'handle'
  | 'url'
  | 'workplace'
  | 'passport'
  | 'sgk'
  | 'record'
  | 'name';

export interface PiiFinding {
  kind: PiiKind;
  value: string;
  start: number;
  end: number;
}
