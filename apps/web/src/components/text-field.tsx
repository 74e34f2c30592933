import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

// Labelled form controls: the error is tied to the control with aria-invalid and
// aria-describedby, so a screen reader reads it when the control gets focus.

const controlBase =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-muted read-only:bg-slate-50';
const controlOk = 'border-slate-300 focus:border-brand-700';
const controlError = 'border-red-600 focus:border-red-700';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  children: ReactNode;
}

/** The star after a required field's label; screen readers get aria-required instead. */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A field's error, with the id that fieldAria puts in the control's aria-describedby. */
export function FieldError({
  id,
  error,
  className = '',
}: {
  id: string;
  error?: string | null | undefined;
  className?: string;
}) {
  return error ? (
    <p id={`${id}-error`} className={`${className} text-sm font-medium text-red-700`.trim()}>
      {error}
    </p>
  ) : null;
}

export function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The accessibility attributes tying a control to its hint and error (ids set by FieldFrame). */
export function fieldAria(
  id: string,
  {
    error,
    hint,
    required,
  }: { error?: string | null | undefined; hint?: ReactNode; required?: boolean | undefined },
) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

function controlClass(error: string | undefined, className: string): string {
  return `${controlBase} ${error ? controlError : controlOk} ${className}`;
}

interface CommonProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the field as required for people and assistive technology (validation is the schema's). */
  required?: boolean;
}

type TextFieldProps = CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & { ref?: Ref<HTMLInputElement> };

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        ref={ref}
        {...fieldAria(id, { error, hint, required })}
        className={controlClass(error, className)}
        {...inputProps}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = CommonProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  ref,
  rows = 3,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        {...fieldAria(id, { error, hint, required })}
        className={controlClass(error, className)}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
