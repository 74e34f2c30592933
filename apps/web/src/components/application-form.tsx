import type { ErrorDetail } from '@psikorehber/shared/errors';
import type {
  ApplicationUpdate,
  ApplicationUpdateInput,
  ApplyFormValues,
} from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { Fragment, type ReactNode } from 'react';
import type { ErrorOption, FieldErrors } from 'react-hook-form';
import {
  ADDRESS_HINT,
  ConsentFields,
  ExperienceField,
  PhoneFields,
} from '~/components/application-inputs';
import { Button } from '~/components/button';
import type { ButtonVariant } from '~/components/button-styles';
import { FormErrorSummary } from '~/components/form-error-summary';
import { TextAreaField, TextField } from '~/components/text-field';
import { isApiError } from '~/lib/api-client';
import {
  APPLICATION_FIELD_LABELS as LABELS,
  APPLICATION_FORM_CONTROLS,
  APPLICATION_FORM_FIELDS,
  APPLICATION_FORM_ID_PREFIX,
  applicationFieldId,
  type ApplicationFieldName,
  type ApplicationFormControl,
  type ApplicationFormField,
  type DraftFieldName,
} from '~/lib/application-fields';
import type { DraftApplicationForm, NewApplicationForm } from '~/lib/use-application-form';

// The application form (docs/requirements/validation.md#val-apply,
// docs/requirements/validation.md#val-application-editor), written once for its two uses: /apply
// fills in a new application ('new'), /application edits the user's draft ('draft'). The fields,
// the summary of wrong fields and the server's per-field errors live here, their order and ids in
// lib/application-fields.ts; the page passes in what differs (heading, notices, the submit button
// and what a submit does).

/** Helps someone applying name their field; a draft already has one. */
const SPECIALIZATION_EXAMPLES =
  'Örneğin: Klinik Psikolog, Psikolojik Danışman, Psikoloji öğrencisi.';

/** Puts the server's messages (400 invalid_body) on the fields they name; answers how many. */
function markServerErrors<Name extends ApplicationFieldName>(
  details: readonly ErrorDetail[],
  fields: readonly ApplicationFormField<Name>[],
  setError: (name: Name, error: ErrorOption) => void,
): number {
  let marked = 0;
  for (const detail of details) {
    const field = fields.find((candidate) => candidate.name === detail.field);
    if (!field) continue;
    setError(field.name, { type: 'server', message: detail.message });
    marked += 1;
  }
  return marked;
}

type KindProps =
  | {
      kind: 'new';
      form: NewApplicationForm;
      onSubmit: (values: ApplyFormValues) => Promise<void>;
    }
  | {
      kind: 'draft';
      form: DraftApplicationForm;
      onSubmit: (values: ApplicationUpdate) => Promise<void>;
      /** Shown read-only: the update call takes neither. */
      application: Pick<Application, 'email' | 'address'>;
    };

export type ApplicationFormProps = KindProps & {
  /** The id of the heading in `header`, which names the form. */
  labelledBy: string;
  /** The heading and any lead text, above the summary of wrong fields. */
  header: ReactNode;
  /** The summary's title; the shared default when not given. */
  summaryTitle?: string;
  /** What the page says about the last submit, under the summary. */
  notices?: ReactNode;
  /** Shown after the fields, before the consents (the document of a new application). */
  children?: ReactNode;
  submit: { label: string; variant?: ButtonVariant; className?: string };
  /**
   * `onSubmit` failed: the server's per-field messages are already on the fields (`markedFields` of
   * them); this decides what else to say.
   */
  onSubmitError?: (error: unknown, markedFields: number) => void;
};

export function ApplicationForm(props: ApplicationFormProps) {
  const { labelledBy, header, summaryTitle, notices, children, submit, onSubmitError } = props;
  const idPrefix = APPLICATION_FORM_ID_PREFIX[props.kind];
  const fieldId = (name: ApplicationFieldName) => applicationFieldId(props.kind, name);
  // Both kinds hold every field of the update body (the apply schema extends it), so those fields
  // are registered and read the same way for either.
  const register = (name: DraftFieldName, options?: { deps: DraftFieldName[] }) =>
    props.kind === 'new' ? props.form.register(name, options) : props.form.register(name, options);
  const errors: FieldErrors<ApplicationUpdateInput> = props.form.formState.errors;
  const { isSubmitting } = props.form.formState;

  const markFields = (error: unknown): number => {
    const details = isApiError(error) ? error.details : [];
    return props.kind === 'new'
      ? markServerErrors(details, APPLICATION_FORM_FIELDS.new, props.form.setError)
      : markServerErrors(details, APPLICATION_FORM_FIELDS.draft, props.form.setError);
  };
  const settle = async (send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      // Marked first and always: `onSubmitError?.(…)` would skip its arguments without a handler.
      const marked = markFields(error);
      onSubmitError?.(error, marked);
    }
  };
  const onSubmit =
    props.kind === 'new'
      ? props.form.handleSubmit((values) => settle(() => props.onSubmit(values)))
      : props.form.handleSubmit((values) => settle(() => props.onSubmit(values)));

  const textField = (
    name: 'fullName' | 'currentRole' | 'currentWorkplace',
    autoComplete: string,
  ) => (
    <TextField
      id={fieldId(name)}
      label={LABELS[name]}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  const control = (name: ApplicationFormControl): ReactNode => {
    switch (name) {
      case 'email':
        return props.kind === 'new' ? (
          <TextField
            id={fieldId('email')}
            label={LABELS.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={props.form.formState.errors.email?.message}
            {...props.form.register('email')}
          />
        ) : (
          <TextField
            id={fieldId('email')}
            label={LABELS.email}
            type="email"
            value={props.application.email}
            readOnly
            hint="E-posta adresi değiştirilemez."
          />
        );
      case 'fullName':
        return textField('fullName', 'name');
      case 'specialization':
        return (
          <TextField
            id={fieldId('specialization')}
            label={LABELS.specialization}
            autoComplete="organization-title"
            required
            hint={props.kind === 'new' ? SPECIALIZATION_EXAMPLES : undefined}
            error={errors.specialization?.message}
            {...register('specialization')}
          />
        );
      case 'experienceYrs':
        return (
          <ExperienceField
            id={fieldId('experienceYrs')}
            error={errors.experienceYrs?.message}
            registration={register('experienceYrs')}
          />
        );
      case 'currentRole':
        return textField('currentRole', 'organization-title');
      case 'currentWorkplace':
        return textField('currentWorkplace', 'organization');
      case 'phones':
        return (
          <PhoneFields
            idPrefix={idPrefix}
            work={register('contactPhoneWork', { deps: ['contactPhoneMobile'] })}
            mobile={register('contactPhoneMobile', { deps: ['contactPhoneWork'] })}
            errors={{
              work: errors.contactPhoneWork?.message,
              mobile: errors.contactPhoneMobile?.message,
            }}
          />
        );
      case 'address':
        return props.kind === 'new' ? (
          <TextAreaField
            id={fieldId('address')}
            label={LABELS.address}
            autoComplete="street-address"
            required
            hint={ADDRESS_HINT}
            error={props.form.formState.errors.address?.message}
            {...props.form.register('address')}
          />
        ) : (
          <TextAreaField
            id={fieldId('address')}
            label={LABELS.address}
            value={props.application.address}
            readOnly
            hint="Adres bu sayfadan değiştirilemez."
          />
        );
      case 'motivation':
        return (
          <TextAreaField
            id={fieldId('motivation')}
            label={LABELS.motivation}
            rows={4}
            error={errors.motivation?.message}
            {...register('motivation')}
          />
        );
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="flex flex-col gap-5"
    >
      {header}
      <FormErrorSummary
        title={summaryTitle}
        errors={props.form.formState.errors}
        fields={APPLICATION_FORM_FIELDS[props.kind]}
      />
      {notices}
      {APPLICATION_FORM_CONTROLS[props.kind].map((name) => (
        <Fragment key={name}>{control(name)}</Fragment>
      ))}
      {children}
      {props.kind === 'new' ? (
        <ConsentFields
          idPrefix={idPrefix}
          privacyNotice={props.form.register('acceptPrivacyNotice')}
          explicitConsent={props.form.register('acceptExplicitConsent')}
          errors={{
            privacyNotice: props.form.formState.errors.acceptPrivacyNotice?.message,
            explicitConsent: props.form.formState.errors.acceptExplicitConsent?.message,
          }}
        />
      ) : null}
      <Button
        type="submit"
        variant={submit.variant}
        className={submit.className}
        loading={isSubmitting}
      >
        {submit.label}
      </Button>
    </form>
  );
}
